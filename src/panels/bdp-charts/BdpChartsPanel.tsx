// The `bdp-charts` panel: throughput and RTT against cwnd, the closed-form lines of the notes'
// figure (chapter 11, "El producto ancho de banda por retardo", from src/models) under the
// simulated points of the runs it is given: one averaged point per run held at a fixed window, or
// a run's own samples otherwise. The window marked is `options.cwnd`, else the cwnd at the shared
// time cursor of the newest run (the panel shows the state at the cursor). `options.scenario`
// gives the link of the closed form before any run has one.
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../charts/useElementWidth';
import { useSharedUpper } from '../../charts/useSharedScale';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sampleIndexAt, seriesOf, useRunMetas } from '../../store';
import { pathOf } from '../bdp-pipe/BdpPipePanel';
import { bdpWhole, cwndAxisMax, fitLimit, modelCurve } from '../bdp-pipe/model';
import { seriesNamed, tcpTraces } from '../shared/tcpTraces';
import { useChartProfile } from '../shared/useChartProfile';
import { useRunsCursor } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { CwndChart } from './CwndChart';
import { pointsOf } from './points';
import './bdpCharts.css';

export function BdpChartsPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const tick = useRunsTick(runIds, 200);
  const metas = useRunMetas(runIds);
  const [cursor] = useRunsCursor(runIds);
  const o = (options ?? {}) as { cwnd?: number; scenario?: unknown };
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef, 900);

  const traces = useMemo(
    () =>
      runIds.flatMap((id, i) =>
        tcpTraces([{ meta: metas[i], series: seriesOf(id) }], profile.series).map((tr) => ({ ...tr, scenario: metas[i]?.scenario, done: metas[i]?.status === 'done' })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
    [runIds, metas, profile.series, tick],
  );
  const model = useMemo(() => pathOf(o.scenario ?? traces[0]?.scenario), [o.scenario, traces]);
  // Side by side, both columns' charts over the same windows (the closed form drawn that far).
  const xMax = useSharedUpper('bdp-charts.cwnd', cwndAxisMax(model));
  const curve = useMemo(() => modelCurve(model, xMax), [model, xMax]);
  const { points } = useMemo(() => pointsOf(traces, model), [traces, model]);
  const thrPoints = points.filter((p) => Number.isFinite(p.throughputMbps)).map((p) => ({ cwnd: p.cwnd, value: p.throughputMbps }));
  const rttPoints = points.filter((p) => Number.isFinite(p.rttMs)).map((p) => ({ cwnd: p.cwnd, value: p.rttMs }));

  // The window marked: the page's, or the newest run's at the cursor (or its last sample).
  let current = o.cwnd ?? NaN;
  const newest = traces[traces.length - 1];
  if (o.cwnd === undefined && newest && newest.t.length > 0) {
    const k = cursor === null ? newest.t.length - 1 : Math.max(0, sampleIndexAt(newest.t, cursor));
    current = seriesNamed(newest, 'cwnd').data[k];
  }
  const refs = [
    { x: model.bdpFrames, label: t('panels.bdpCharts.refBdp', { n: formatNumber(bdpWhole(model), lang) }) },
    { x: fitLimit(model), label: t('panels.bdpCharts.refLimit', { n: formatNumber(fitLimit(model), lang) }) },
  ];
  // Two charts side by side when there is room (the flex gap is 1rem); `height` is the panel's, so
  // stacked charts share it. A height too short for two stacked charts (a side-by-side column on a
  // projector) puts them side by side in a narrower width rather than squash their plots.
  const panelHeight = height ?? (compact ? profile.fontSize * 13 : undefined);
  const tooShortStacked = panelHeight !== undefined && (panelHeight - 16) / 2 < profile.fontSize * 11;
  const sideBySide = width >= 760 || (tooShortStacked && width >= profile.fontSize * 26);
  const chartWidth = sideBySide ? Math.floor((width - 24) / 2) : width;
  const chartHeight = panelHeight === undefined || sideBySide ? panelHeight : Math.floor((panelHeight - 16) / 2);
  const common = {
    xLabel: t('panels.bdpCharts.cwndAxis'), xLabelShort: t('panels.bdpCharts.cwndAxisShort'), lang, profile, width: chartWidth, height: chartHeight, curve, xMax, refs,
    current: Number.isFinite(current) ? current : -1,
    legendModel: t('panels.bdpCharts.legendModel'), legendSim: t('panels.bdpCharts.legendSim'),
  };
  return (
    <div className="bdp__charts" ref={wrapRef} data-cwnd={Number.isFinite(current) ? current : ''} data-cursor={cursor === null ? '' : cursor.toFixed(3)}>
      <CwndChart testId="bdp-throughput-chart" scaleKey="bdp-charts.throughput" title={t('panels.bdpCharts.throughputTitle')} yLabel={t('panels.bdpCharts.throughputAxis')} pick={pickThroughput} points={thrPoints} {...common} />
      <CwndChart testId="bdp-rtt-chart" scaleKey="bdp-charts.rtt" title={t('panels.bdpCharts.rttTitle')} yLabel={t('panels.bdpCharts.rttAxis')} pick={pickRtt} points={rttPoints} {...common} />
    </div>
  );
}

const pickThroughput = (p: { throughputMbps: number }) => p.throughputMbps;
const pickRtt = (p: { rttMs: number }) => p.rttMs;
