// The run buttons (run, demo, pause, resume, step, cancel, clear) and the status line under them.
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../i18n/format';
import { enabledButtons, type RunState } from '../shared/runState';
import type { RunData } from './live';

interface Props {
  run: RunState;
  /** The run being drawn (or the last one). */
  activeRun: RunData | null;
  runCount: number;
  fromRecord: boolean;
  lang: string;
  label(r: RunData): string;
  onStart(demo: boolean): void;
  onPause(): void;
  onResume(): void;
  onStep(): void;
  onCancel(): void;
  onClear(): void;
}

export function SawtoothControls(p: Props) {
  const { t } = useTranslation();
  const can = enabledButtons(p.run.phase);
  const locked = p.run.phase === 'running' || p.run.phase === 'paused';
  const a = p.activeRun;
  const time = formatSeconds(a?.nowS ?? 0, p.lang, { digits: 1 });
  const status =
    p.run.phase === 'running'
      ? t('views.sawtooth.status.running', { run: a ? p.label(a) : '', time, duration: formatSeconds(a?.options.durationS ?? 0, p.lang) })
      : p.run.phase === 'paused'
        ? t('views.sawtooth.status.paused', { time })
        : p.run.phase === 'done'
          ? t('views.sawtooth.status.done', { count: p.runCount })
          : p.run.phase === 'error'
            ? t('views.sawtooth.status.error', { message: p.run.error ?? '' })
            : p.run.cancelled
              ? t('views.sawtooth.status.cancelled', { time })
              : p.fromRecord
                ? t('views.sawtooth.status.record')
                : t('views.sawtooth.status.idle');
  return (
    <div className="view-controls">
      <div className="view-controls__buttons" role="group" aria-label={t('views.sawtooth.runHeading')}>
        <button type="button" className="btn btn--primary" data-testid="saw-start" disabled={!can.start} onClick={() => p.onStart(false)}>
          <span aria-hidden="true">▶ </span>
          {t('views.sawtooth.start')}
        </button>
        <button type="button" className="btn" data-testid="saw-demo" disabled={!can.start} onClick={() => p.onStart(true)} title={t('views.sawtooth.demoHint')}>
          {t('views.sawtooth.demo')}
        </button>
        <button type="button" className="btn" data-testid="saw-pause" disabled={!can.pause} onClick={p.onPause}>
          <span aria-hidden="true">❚❚ </span>
          {t('views.sawtooth.pause')}
        </button>
        <button type="button" className="btn" data-testid="saw-resume" disabled={!can.resume} onClick={p.onResume}>
          {t('views.sawtooth.resume')}
        </button>
        <button type="button" className="btn" data-testid="saw-step" disabled={!can.step} onClick={p.onStep} title={t('views.sawtooth.stepHint')}>
          {t('views.sawtooth.step')}
        </button>
        <button type="button" className="btn" data-testid="saw-cancel" disabled={!can.cancel} onClick={p.onCancel}>
          <span aria-hidden="true">■ </span>
          {t('views.sawtooth.cancel')}
        </button>
        <button type="button" className="btn btn--quiet" data-testid="saw-clear" disabled={locked || p.runCount === 0} onClick={p.onClear}>
          {t('views.sawtooth.clear')}
        </button>
      </div>
      <p className={`view-status view-status--${p.run.phase}`} data-testid="saw-status" data-state={p.run.phase} role="status">
        {status}
      </p>
    </div>
  );
}
