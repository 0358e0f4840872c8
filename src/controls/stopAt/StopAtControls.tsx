// The run bar's "stop at" choice and the steps it enables: the kind of event the run pauses at
// by itself (src/sim/live/pause-events.ts), "next event" (on to the next one) and "+1 RTT" (one
// round trip). The choice is the page's (src/store/pauseChoice.ts, taken by every run it starts)
// and, while a run is live, that run's too.
import { useTranslation } from 'react-i18next';
import { setRunPauseOn, stepRunEvent, stepRunRtt } from '../../app/runs/controller';
import { isPauseKind, PAUSE_KINDS, type PauseKind } from '../../app/runs/pauseKinds';
import { storeActions, usePauseChoice, useRun } from '../../store';
import './stopAt.css';

export function StopAtControls({ runId, prefix }: { runId: string | null; prefix: string }) {
  const { t } = useTranslation();
  const run = useRun(runId);
  const choice = usePauseChoice();
  const live = run?.source === 'live' && (run.status === 'running' || run.status === 'paused');
  const value: PauseKind | null = live ? (run.options.pauseOn ?? null) : choice;
  const paused = live && run.status === 'paused';
  const id = (name: string) => `${prefix}-${name}`;
  const change = (raw: string) => {
    const kind = isPauseKind(raw) ? raw : null;
    storeActions.setPauseChoice(kind);
    if (live && runId) setRunPauseOn(runId, kind);
  };
  return (
    <div className="view-controls__stop-at" role="group" aria-label={t('stopAt.group')}>
      <label className="view-controls__speed">
        <span>{t('stopAt.label')}</span>
        <select data-testid={id('pause-on')} value={value ?? ''} onChange={(e) => change(e.target.value)}>
          <option value="">{t('pauseEvents.kinds.none')}</option>
          {PAUSE_KINDS.map((k) => (
            <option key={k} value={k}>{t(`pauseEvents.kinds.${k}`)}</option>
          ))}
        </select>
      </label>
      <button type="button" className="btn" data-testid={id('step-event')} disabled={!paused || value === null} title={t('stopAt.nextEventHint')} onClick={() => runId && stepRunEvent(runId)}>
        {t('stopAt.nextEvent')}
      </button>
      <button type="button" className="btn" data-testid={id('step-rtt')} disabled={!paused} title={t('stopAt.rttHint')} onClick={() => runId && stepRunRtt(runId)}>
        {t('stopAt.rtt')}
      </button>
    </div>
  );
}
