// The run buttons (live run, pause, step, cancel, the whole table), the table's progress bar and
// the status line.
import { useTranslation } from 'react-i18next';
import type { Progress, RunStatus } from './useBloatRuns';

interface Props {
  status: RunStatus;
  progress: Progress;
  statusText: string;
  onStart(): void;
  onTogglePause(): void;
  onStep(): void;
  onCancel(): void;
  onRunAll(): void;
}

export function BloatControls({ status, progress, statusText, onStart, onTogglePause, onStep, onCancel, onRunAll }: Props) {
  const { t } = useTranslation();
  const active = status.phase === 'running';
  return (
    <div className="view-controls">
      <div className="view-controls__buttons" role="group">
        <button type="button" className="btn btn--primary" data-testid="bloat-start" disabled={active} onClick={onStart}>
          <span aria-hidden="true">▶ </span>
          {t('views.bufferbloat.start')}
        </button>
        <button type="button" className="btn" data-testid="bloat-pause" disabled={!active || status.mode !== 'live'} onClick={onTogglePause}>
          {status.paused ? t('views.bufferbloat.resume') : t('views.bufferbloat.pause')}
        </button>
        <button
          type="button"
          className="btn"
          data-testid="bloat-step"
          disabled={!active || status.mode !== 'live' || !status.paused}
          title={t('views.bufferbloat.stepHint')}
          onClick={onStep}
        >
          {t('views.bufferbloat.step')}
        </button>
        <button type="button" className="btn" data-testid="bloat-cancel" disabled={!active} onClick={onCancel}>
          <span aria-hidden="true">■ </span>
          {t('views.bufferbloat.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-testid="bloat-run-all"
          disabled={active}
          title={t('views.bufferbloat.runAllHint')}
          onClick={onRunAll}
        >
          {t('views.bufferbloat.runAll')}
        </button>
      </div>
      <progress
        className="bb-progress"
        data-testid="bloat-progress"
        data-fraction={progress.fraction.toFixed(3)}
        aria-label={t('views.bufferbloat.progress')}
        max={1}
        value={progress.fraction}
        hidden={status.mode !== 'batch'}
      />
      <p className={`view-status view-status--${status.phase}`} data-testid="bloat-status" data-state={status.phase} data-paused={status.paused ? '1' : undefined} role="status">
        {statusText}
      </p>
    </div>
  );
}
