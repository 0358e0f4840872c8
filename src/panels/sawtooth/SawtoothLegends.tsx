// The figure's legends: the traces (above the chart) and the phases and event marks (below). They
// are HTML, marked `data-export-legend` so a saved SVG or PNG carries them (src/charts/exportLegend).
import { useTranslation } from 'react-i18next';
import type { TcpTrace } from '../shared/tcpTraces';
import { PHASES } from './phases';
import { PHASE_FILL, RWND_FILL } from './SawtoothChart';

/** The runs, ssthresh's dashes and, when a run's window held it back, snd_wnd's dash-dot. */
export function RunLegend({ traces, label, showSndWnd = false }: { traces: readonly TcpTrace[]; label(r: TcpTrace): string; showSndWnd?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="panel-legend" aria-label={t('panels.sawtooth.legend.runs')} data-export-legend="">
      {traces.map((r) => (
        <li key={`${r.runId}:${r.flowId}`} data-testid="saw-legend-run">
          <span className="saw__swatch" style={{ background: r.color }} />
          {label(r)}
        </li>
      ))}
      <li>{t('panels.sawtooth.legend.ssthresh')}</li>
      {showSndWnd ? <li data-testid="saw-legend-snd-wnd">{t('panels.sawtooth.legend.sndWnd')}</li> : null}
    </ul>
  );
}

/** Phases of the last run, the loss mark, the ECN mark when a run has ECN reductions, and the
 * rwnd band when the receiver's window limited the last run. */
export function PhaseLegend({ runLabel, showEcn, showRwnd = false }: { runLabel: string | null; showEcn: boolean; showRwnd?: boolean }) {
  const { t } = useTranslation();
  const heading = runLabel ? t('panels.sawtooth.legend.phases', { run: runLabel }) : undefined;
  return (
    <ul className="panel-legend" aria-label={heading} data-export-legend="" data-testid="saw-phase-legend">
      {heading ? <li>{heading}:</li> : null}
      {PHASES.filter((ph) => ph !== 'cwr' || showEcn).map((ph) => (
        <li key={ph}>
          <span className="saw__swatch saw__swatch--phase" style={{ background: PHASE_FILL[ph] }} />
          {t(`panels.sawtooth.legend.${ph}`)}
        </li>
      ))}
      <li>
        <span aria-hidden="true">▼</span> {t('panels.sawtooth.legend.lossMark')}
      </li>
      {showEcn ? (
        <li data-testid="saw-legend-ecn">
          <span aria-hidden="true">◇</span> {t('panels.sawtooth.legend.ecnMark')}
        </li>
      ) : null}
      {showRwnd ? (
        <li data-testid="saw-legend-rwnd">
          <span className="saw__swatch saw__swatch--band" style={{ background: RWND_FILL }} />
          {t('panels.sawtooth.legend.rwndLimited')}
        </li>
      ) : null}
    </ul>
  );
}
