// The `sawtooth` panel: cwnd and ssthresh (top) and RTT (bottom) against time for one or more
// runs of the store (overlays), with the phases of the newest one shaded, losses and ECN
// reductions marked, reference lines from the paper models (BDP, BDP + buffer, half; the RTT of
// an empty and a full queue), the CUBIC W(t) curve from a chosen loss, and zoom. It owns no run:
// it reads them by id, and sets the shared time cursor while the pointer is over the plots.
//
// Options: `flow` (one flow id; default every TCP flow), `refs` (reference lines, default on),
// `rtt` (the RTT plot, default on), `zoom` and `cubic` (the zoom buttons and the CUBIC picker,
// default on unless compact), `zoomHint` (default on), `emptyMessage` (shown before the first sample).
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxFinite, roomyUpper } from '../../charts/series';
import { useSharedLower, useSharedUpper } from '../../charts/useSharedScale';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useProjector, useRunMetas } from '../../store';
import { linkOf } from '../shared/linkOf';
import { useElementHeight } from '../shared/useElementHeight';
import { seriesNamed, tcpTraces } from '../shared/tcpTraces';
import { traceLabel } from '../shared/traceLabel';
import { useChartProfile } from '../shared/useChartProfile';
import { cursorAttr } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import { useTimeAxis } from '../timePlots/useTimeAxis';
import { ZoomButtons } from '../timePlots/ZoomButtons';
import type { PanelProps } from '../types';
import { cubicCurveAfterLoss } from './cubicOverlay';
import { CubicPicker } from './CubicPicker';
import { ecnMarks, lossMarks, type Picked } from './marks';
import { phaseIntervals } from './phases';
import { referenceLines } from './refs';
import { everRwndLimited, plotFloors, rwndIntervals } from './rwnd';
import { SawtoothChart } from './SawtoothChart';
import { PhaseLegend, RunLegend } from './SawtoothLegends';
import './sawtooth.css';

const MIN_SPAN_S = 0.3;

export interface SawtoothOptions {
  flow?: string;
  refs?: boolean;
  rtt?: boolean;
  zoom?: boolean;
  cubic?: boolean;
  emptyMessage?: string;
  /** The "wheel zooms" hint beside the zoom buttons (default on). */
  zoomHint?: boolean;
  /** "Phases of <run>:" before the phase legend (default on). */
  legendHeading?: boolean;
}

/** Heights of the two plots for a chart of `height` px (its margins included), or the defaults. */
export function plotHeights(fontSize: number, projector: boolean, withRtt: boolean, height?: number): { topH: number; botH: number } {
  if (height === undefined) {
    return { topH: Math.round(fontSize * (projector ? 17 : 22)), botH: withRtt ? Math.round(fontSize * (projector ? 9 : 11)) : 0 };
  }
  const margins = fontSize * (1.2 + 3.4) + (withRtt ? fontSize * 1.1 : 0);
  // At least five lines of type for the plot: a dashboard cell on a 1280x720 projector leaves the
  // projector's large type about that much, and a taller floor made the panel spill out of its cell.
  const room = Math.max(fontSize * 5, height - margins);
  return withRtt ? { topH: Math.round(room * 0.64), botH: Math.round(room * 0.36) } : { topH: Math.round(room), botH: 0 };
}

export function SawtoothPanel({ runIds, height, compact, options }: PanelProps) {
  const o = (options ?? {}) as SawtoothOptions;
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const projector = useProjector();
  const tick = useRunsTick(runIds);
  const metas = useRunMetas(runIds);
  const [picked, setPicked] = useState<Picked | null>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const footRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);

  // The runs as they are now (the tick re-renders while they stream).
  const traces = useMemo(
    () => tcpTraces(runIds.map((id, i) => ({ meta: metas[i], series: seriesOf(id) })), profile.series, o.flow),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
    [runIds, metas, profile.series, o.flow, tick],
  );
  const runsKey = traces.map((tr) => `${tr.runId}:${tr.flowId}`).join(',');
  // A new set of runs starts unzoomed and with no CUBIC curve.
  const [shownKey, setShownKey] = useState(runsKey);
  const fullEnd = Math.max(1, ...traces.map((r) => Math.max(r.durationS, r.nowS)));
  const { zoom, axis, cursor } = useTimeAxis(runIds, fullEnd, MIN_SPAN_S, o.zoom ?? !compact, 'sawtooth');
  if (shownKey !== runsKey) {
    setShownKey(runsKey);
    setPicked(null);
    zoom.reset();
  }
  const last = traces[traces.length - 1] ?? null;
  const label = (r: (typeof traces)[number]) => traceLabel(t, r);

  const refs = useMemo(() => {
    if (o.refs === false || !last) return null;
    const link = linkOf(metas[runIds.indexOf(last.runId)]?.scenario);
    if (!link || link.bufferBytes === null) return null;
    try {
      return referenceLines(link.rateMbps, link.rttMs, link.bufferBytes);
    } catch {
      return null;
    }
  }, [o.refs, last, metas, runIds]);

  const losses = useMemo(() => lossMarks(traces, picked), [traces, picked]);
  const ecn = useMemo(() => ecnMarks(traces), [traces]);
  const phases = useMemo(() => {
    if (!last) return [];
    const n = last.t.length;
    return phaseIntervals(last.t.data, seriesNamed(last, 'cwnd').data, seriesNamed(last, 'ssthresh').data, seriesNamed(last, 'state').data, n);
  }, [last]);

  const rwnd = useMemo(() => (last ? rwndIntervals(last.t.data, seriesNamed(last, 'rwnd_limited').data, Math.min(last.t.length, seriesNamed(last, 'rwnd_limited').length)) : []), [last]);

  const cubic = useMemo(() => {
    if (!picked) return null;
    const r = traces.find((x) => x.index === picked.trace);
    const mine = losses.filter((l) => l.trace === picked.trace);
    const l = mine[picked.index];
    if (!r || !l) return null;
    const prev = picked.index > 0 ? mine[picked.index - 1].cwnd : null;
    const next = mine[picked.index + 1];
    const until = next ? next.t + 1 : r.durationS;
    return cubicCurveAfterLoss(l.t, l.cwnd, prev, until, (refs?.total ?? l.cwnd) * 1.25);
  }, [picked, traces, losses, refs]);

  let maxCwnd = 0;
  let maxRtt = 0;
  for (const r of traces) {
    const c = seriesNamed(r, 'cwnd');
    const rtt = seriesNamed(r, 'rtt_ms');
    maxCwnd = Math.max(maxCwnd, maxFinite(c.data, c.length));
    maxRtt = Math.max(maxRtt, maxFinite(rtt.data, rtt.length));
  }
  const floors = plotFloors(refs, traces);
  // Side by side, the other column's runs widen these too (one scale for both).
  const cwndUpper = useSharedUpper('sawtooth.cwnd', roomyUpper(maxCwnd, floors.cwnd));
  const rttUpper = useSharedUpper('sawtooth.rtt', roomyUpper(maxRtt, floors.rtt));
  // The window's line for the runs it held back (elsewhere it is far above the sawtooth: the readout has it).
  const windowLines = new Set(traces.filter(everRwndLimited).map((tr) => tr.index));

  // For screen readers, once the newest run is over: its losses and where cwnd went after slow start.
  const summary = useMemo(() => {
    if (!last || last.live || !refs) return '';
    const mine = losses.filter((l) => l.trace === last.index);
    const after = mine.length > 0 ? mine[0].t + 1 : 0;
    const c = seriesNamed(last, 'cwnd');
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < last.t.length; i++) {
      if (last.t.data[i] < after) continue;
      const v = c.data[i];
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (!(hi >= lo)) return '';
    return t('panels.sawtooth.summary', {
      run: traceLabel(t, last),
      losses: mine.length,
      count: mine.length,
      min: formatNumber(lo, lang, { digits: 0 }),
      max: formatNumber(hi, lang, { digits: 0 }),
      bdp: refs.bdp,
      total: refs.total,
      half: refs.half,
    });
  }, [last, losses, refs, t, lang]);

  const showZoom = o.zoom ?? !compact;
  const showCubic = o.cubic ?? !compact;
  // `height` is the whole panel's: the chart gets what the legends above and under it leave.
  const withRtt = o.rtt !== false;
  const headH = useElementHeight(headRef, height !== undefined);
  const footH = useElementHeight(footRef, height !== undefined);
  const pickerH = useElementHeight(pickerRef, height !== undefined && showCubic);
  // What is not the chart: the legends, the CUBIC picker and the gaps between them.
  const chartH = height === undefined ? undefined : height - headH - footH - pickerH - 20;
  const own = plotHeights(profile.fontSize, projector, withRtt, chartH);
  // Side by side, both columns' plots as tall as the shorter (one scale: the same pixels too).
  const topH = useSharedLower('sawtooth.topH', own.topH);
  const botH = useSharedLower('sawtooth.botH', own.botH);
  const empty = !last || last.t.length === 0;
  const view = zoom.view;

  return (
    <div className="saw-panel" data-cursor={cursorAttr(cursor)} data-runs={traces.length} data-window={`${view[0].toFixed(3)} ${view[1].toFixed(3)}`}>
      <div className="saw__figure-head" ref={headRef}>
        <RunLegend traces={traces} label={label} showSndWnd={windowLines.size > 0} />
        {showZoom ? (
          <div className="saw__zoom">
            {/* Without the hint (a projected figure) the buttons fit beside the legend until zoomed. */}
            {zoom.zoomed || o.zoomHint !== false ? (
              <p className="saw__hint" data-testid="saw-zoom-window">
                {zoom.zoomed
                  ? t('panels.timePlots.window', { from: formatSeconds(view[0], lang, { digits: 1 }), to: formatSeconds(view[1], lang, { digits: 1 }) })
                  : t('panels.timePlots.zoomHint')}
              </p>
            ) : null}
            <ZoomButtons prefix="saw" zoomed={zoom.zoomed} zoomBy={zoom.zoomBy} reset={zoom.reset} compact={o.zoomHint === false} />
          </div>
        ) : null}
      </div>
      <SawtoothChart
        runIds={runIds}
        traces={traces}
        refs={refs}
        axis={axis}
        phases={phases}
        rwnd={rwnd}
        windowLines={windowLines}
        losses={losses}
        ecn={ecn}
        cubic={cubic}
        onPickLoss={(trace, index) => setPicked((p) => (p && p.trace === trace && p.index === index ? null : { trace, index }))}
        cwndUpper={cwndUpper}
        rttUpper={rttUpper}
        topH={topH}
        botH={botH}
        profile={profile}
        lang={lang}
        projector={projector}
        emptyMessage={empty ? (o.emptyMessage ?? t('panels.sawtooth.chart.empty')) : null}
      />
      <div className="saw__figure-head" ref={footRef}>
        <PhaseLegend runLabel={last && o.legendHeading !== false ? label(last) : null} showEcn={ecn.length > 0} showRwnd={rwnd.length > 0} />
      </div>
      {showCubic ? <div ref={pickerRef}><CubicPicker losses={losses} traces={traces} picked={picked} cubic={cubic} lang={lang} label={label} onPick={setPicked} /></div> : null}
      <p className="saw__sr" aria-live="polite" data-testid="saw-summary">{summary}</p>
    </div>
  );
}
