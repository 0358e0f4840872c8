import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { enabledButtons, type RunState } from '../shared/runState';

interface Props {
  run: RunState;
  nowS: number;
  durationS: number;
  onStart(): void;
  onPause(): void;
  onResume(): void;
  onStep(): void;
  onCancel(): void;
}

export function RunControls({ run, nowS, durationS, ...on }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const can = enabledButtons(run.phase);
  const time = formatSeconds(nowS, lang, { digits: 1 });
  const duration = formatSeconds(durationS, lang);
  const status =
    run.phase === 'running'
      ? t('linkPing.status.running', { time, duration })
      : run.phase === 'paused'
        ? t('linkPing.status.paused', { time })
        : run.phase === 'done'
          ? t('linkPing.status.done', { duration })
          : run.phase === 'error'
            ? t('linkPing.status.error', { message: run.error ?? '' })
            : run.cancelled
              ? t('linkPing.status.cancelled', { time })
              : t('linkPing.status.idle');
  return (
    <div className="view-controls">
      <div className="view-controls__buttons" role="group" aria-label={t('linkPing.runHeading')}>
        <button type="button" className="btn btn--primary" data-testid="run-start" disabled={!can.start} onClick={on.onStart}>
          <span aria-hidden="true">▶ </span>
          {t('linkPing.start')}
        </button>
        <button type="button" className="btn" data-testid="run-pause" disabled={!can.pause} onClick={on.onPause}>
          <span aria-hidden="true">❚❚ </span>
          {t('linkPing.pause')}
        </button>
        <button type="button" className="btn" data-testid="run-resume" disabled={!can.resume} onClick={on.onResume}>
          {t('linkPing.resume')}
        </button>
        <button type="button" className="btn" data-testid="run-step" disabled={!can.step} onClick={on.onStep} title={t('linkPing.stepHint')}>
          {t('linkPing.step')}
        </button>
        <button type="button" className="btn" data-testid="run-cancel" disabled={!can.cancel} onClick={on.onCancel}>
          <span aria-hidden="true">■ </span>
          {t('linkPing.cancel')}
        </button>
      </div>
      <p className={`view-status view-status--${run.phase}`} data-testid="run-status" data-state={run.phase} role="status">
        {status}
      </p>
    </div>
  );
}
