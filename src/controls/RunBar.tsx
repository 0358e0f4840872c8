// The run controls every view and widget shares: Run, Pause, Resume, Step, Cancel, an optional
// speed choice, and a status pill, bound to one run of the store. The same names for the same
// actions everywhere ("Run" / "Correr"); test ids keep each view's prefix (saw-start, bloat-status).
import { useEffect } from 'react';
import './viewForm.css';
import { useTranslation } from 'react-i18next';
import { canRetryRun, cancelRun, pauseRun, resumeRun, retryRun, setRunSpeed, stepRun } from '../app/runs/controller';
import { formatSeconds, formatSpeed } from '../i18n/format';
import { useLang } from '../i18n/useLang';
import { useFigureFirst, useRun, useRunNow } from '../store';
import { usePresenting } from './presenting';
import { phaseOfRun } from './runPhase';
import { enabledButtons } from './runState';
import { StopAtControls } from './stopAt/StopAtControls';
import { EventCallout } from '../panels/events';
import { useCompareColumn } from './compare/compareColumn';

export interface RunBarProps {
  /** The run these controls drive (null before the first run). */
  runId: string | null;
  /** Test-id prefix: `${prefix}-start`, `${prefix}-pause`, …, `${prefix}-status`. */
  prefix: string;
  /** Starts a new run (the page builds the scenario). */
  onRun(): void;
  /** False while the form is invalid or the page waits (e.g. a prediction first). */
  canRun?: boolean;
  /** Why Run is off, shown beside it (e.g. "enter a prediction first"). */
  runBlockedReason?: string;
  /** Offers a speed choice when given. */
  speeds?: readonly number[];
  /** Called after the speed changed (the page keeps it in its options and URL). */
  onSpeed?(speed: number): void;
  /** The page's chosen speed, shown in the speed choice before the first run. */
  speed?: number;
  /** Status text override for the idle state (e.g. a view's own invitation). */
  idleText?: string;
  /** The run was drawn from a file. */
  fromRecord?: boolean;
  /** Extra buttons after the standard ones (a view's own "demo" run). Not in a side-by-side
   * column: the runs they start (Reno then CUBIC, the whole table) are not on the page's one clock. */
  children?: React.ReactNode;
  compact?: boolean;
  /** The "stop at" choice with its next-event and +1 RTT steps (default: shown, but not in a compact
   * bar, nor in figure-first mode outside the presenter console: there the first screen is the figure's). */
  stopAt?: boolean;
}

export function RunBar(p: RunBarProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const run = useRun(p.runId);
  const nowS = useRunNow(p.runId);
  const phase = phaseOfRun(run);
  const can = enabledButtons(phase);
  const durationS = Number((run?.scenario as { duration_s?: number } | undefined)?.duration_s ?? 0);
  const time = formatSeconds(nowS, lang, { digits: 1 });
  const duration = formatSeconds(durationS, lang);
  let status: string;
  if (!run) status = p.idleText ?? t('runBar.status.idle');
  else if (run.source === 'record' && run.status === 'done' && p.fromRecord !== false && run.speed === 1) status = t('runBar.status.record');
  else if (run.status === 'failed') status = t('runBar.status.failed', { message: run.error ?? '' });
  else if (run.status === 'cancelled') status = t('runBar.status.cancelled', { time });
  else status = t(`runBar.status.${run.status}`, { time, duration });
  const id = (name: string) => `${p.prefix}-${name}`;
  const runnable = can.start && p.canRun !== false;
  const figureFirst = useFigureFirst();
  const presenting = usePresenting();
  // Figure first without the console: no extra row; a stop's callout takes the status pill's place.
  const roomy = !figureFirst || presenting;
  const stopAt = p.stopAt ?? (!p.compact && roomy);
  // A column of a side-by-side page: the page's one run bar starts and drives this one's run.
  const column = useCompareColumn();
  useEffect(() => {
    column?.report({ onRun: p.onRun, runId: p.runId, canRun: runnable });
  });
  if (column) {
    // One line, the same in both columns: the column's name and what sets it apart, then its
    // status, each cut short rather than wrapped (the whole text in the tooltip); a stop's callout
    // may take a second line (the page keeps both columns' figures level).
    const stopped = run?.status === 'paused' && run.stop;
    return (
      <div className="view-controls view-controls--column">
        {column.head}
        <p className={`view-status view-status--${phase}${stopped ? ' view-status--callout' : ''}`} data-testid={id('status')} data-state={phase} data-now={nowS.toFixed(3)} role="status" title={stopped ? undefined : status}>
          {stopped ? <EventCallout runId={p.runId} testId={id('callout')} inline /> : status}
        </p>
      </div>
    );
  }
  return (
    <div className={`view-controls${p.compact ? ' view-controls--compact' : ''}`}>
      <div className="view-controls__buttons" role="group" aria-label={t('runBar.group')}>
        <button type="button" className="btn btn--primary" data-testid={id('start')} disabled={!runnable} onClick={p.onRun} aria-describedby={p.runBlockedReason ? id('blocked') : undefined}>
          <span aria-hidden="true">▶ </span>
          {t('runBar.run')}
        </button>
        <button type="button" className="btn" data-testid={id('pause')} disabled={!can.pause} onClick={() => p.runId && pauseRun(p.runId)}>
          <span aria-hidden="true">❚❚ </span>
          {t('runBar.pause')}
        </button>
        <button type="button" className="btn" data-testid={id('resume')} disabled={!can.resume} onClick={() => p.runId && resumeRun(p.runId)}>
          {t('runBar.resume')}
        </button>
        <button type="button" className="btn" data-testid={id('step')} disabled={!can.step} onClick={() => p.runId && stepRun(p.runId)} title={t('runBar.stepHint')}>
          {t('runBar.step')}
        </button>
        <button type="button" className="btn" data-testid={id('cancel')} disabled={!can.cancel} onClick={() => p.runId && cancelRun(p.runId)}>
          <span aria-hidden="true">■ </span>
          {t('runBar.cancel')}
        </button>
        {run?.status === 'failed' && canRetryRun(run.id) ? (
          // The worker crashed or hung: the same scenario again, same run (the controller keeps it).
          <button type="button" className="btn" data-testid={id('retry')} onClick={() => retryRun(run.id)}>
            {t('runBar.retry')}
          </button>
        ) : null}
        {p.children}
      </div>
      {p.speeds ? (
        <label className="view-controls__speed">
          <span>{t('runBar.speed')}</span>
          <select
            data-testid={id('speed')}
            value={String(run?.speed ?? p.speed ?? p.speeds[0])}
            onChange={(e) => {
              const v = Number(e.target.value);
              if (p.runId) setRunSpeed(p.runId, v);
              p.onSpeed?.(v);
            }}
          >
            {p.speeds.map((s) => (
              <option key={s} value={String(s)}>{formatSpeed(s, lang)}</option>
            ))}
          </select>
        </label>
      ) : null}
      {stopAt ? <StopAtControls runId={p.runId} prefix={p.prefix} /> : null}
      {p.runBlockedReason && !runnable && can.start ? (
        <p className="view-controls__blocked" id={id('blocked')} data-testid={id('blocked')}>{p.runBlockedReason}</p>
      ) : null}
      <p className={`view-status view-status--${phase}`} data-testid={id('status')} data-state={phase} data-now={nowS.toFixed(3)} role="status" title={status}>
        {!roomy && run?.status === 'paused' && run.stop ? <EventCallout runId={p.runId} testId={id('callout')} inline /> : status}
      </p>
      {roomy ? <EventCallout runId={p.runId} testId={id('callout')} /> : null}
    </div>
  );
}
