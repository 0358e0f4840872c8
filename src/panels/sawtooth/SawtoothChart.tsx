// The two stacked plots of the sawtooth: cwnd and ssthresh on top, RTT below, one time axis
// (TimePlots). Phases shaded and the series on the canvas; reference lines, loss and ECN marks
// (EventMarks) and the CUBIC curve in SVG on top. Pure: everything comes from props.
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { formatMs, formatNumber, formatSeconds } from '../../i18n/format';
import { freshSeries, seriesNamed, type TcpTrace } from '../shared/tcpTraces';
import { strokeSeries } from '../timePlots/strokeSeries';
import { TimePlots, type PlotScales, type TimeAxis, type TimePlot } from '../timePlots/TimePlots';
import type { Domain } from '../timePlots/zoom';
import type { CubicCurve } from './cubicOverlay';
import { EventMarks, type EcnMark, type LossMark } from './EventMarks';
import type { Phase, PhaseInterval } from './phases';
import type { ReferenceLines } from './refs';
import type { TimeInterval } from './rwnd';

export interface SawtoothChartProps {
  runIds: readonly string[];
  traces: readonly TcpTrace[];
  refs: ReferenceLines | null;
  axis: TimeAxis;
  phases: readonly PhaseInterval[];
  /** Where the receiver's window, not cwnd, limited the newest run (the band at the top). */
  rwnd: readonly TimeInterval[];
  /** Traces (by index) whose snd_wnd line is drawn. */
  windowLines: ReadonlySet<number>;
  losses: readonly LossMark[];
  ecn: readonly EcnMark[];
  cubic: CubicCurve | null;
  onPickLoss(trace: number, index: number): void;
  cwndUpper: number;
  rttUpper: number;
  /** Heights of the cwnd and RTT plots, CSS px (no RTT plot when 0). */
  topH: number;
  botH: number;
  profile: ChartProfile;
  lang: string;
  projector: boolean;
  emptyMessage?: string | null;
}

/** Phase colours: light fills that sit under the lines (stronger in projector mode). */
export const PHASE_FILL: Record<Phase, string> = {
  slowStart: '#f3d98b',
  avoidance: '#bfe0c4',
  cwr: '#b9d3f0',
  recovery: '#f2b8b0',
  loss: '#d9b8ea',
};

/** The band that marks where rwnd, not cwnd, limits: dark enough to read over any phase fill. */
export const RWND_FILL = '#3d4f7c';
/** The snd_wnd line's dash pattern (dash-dot, apart from ssthresh's dashes), in line widths. */
export const SND_WND_DASH = [6, 2.5, 1.5, 2.5];

export function SawtoothChart(p: SawtoothChartProps) {
  const { t } = useTranslation();
  const { profile, lang } = p;
  const fs = profile.fontSize;
  const last = p.traces[p.traces.length - 1];
  const points = last ? seriesNamed(last, 'cwnd').length : 0;
  const limitedS = p.rwnd.reduce((a, iv) => a + iv.to - iv.from, 0);

  const draw = (ctx: CanvasRenderingContext2D, plots: readonly PlotScales[], domain: Domain) => {
    const [top, bot] = plots;
    // Phase shading across both plots.
    ctx.globalAlpha = p.projector ? 0.55 : 0.42;
    for (const iv of p.phases) {
      const a = Math.max(0, top.x(iv.from));
      const b = Math.min(top.width, top.x(iv.to));
      if (b <= a) continue;
      ctx.fillStyle = PHASE_FILL[iv.phase];
      for (const pl of plots) ctx.fillRect(a, pl.top, b - a, pl.height);
    }
    // The receiver's window limits the newest run: a band along the top of the cwnd plot.
    ctx.globalAlpha = 0.8;
    ctx.fillStyle = RWND_FILL;
    const bandH = Math.max(4, fs * 0.55);
    for (const iv of p.rwnd) {
      const a = Math.max(0, top.x(iv.from));
      const b = Math.min(top.width, top.x(iv.to));
      if (b > a) ctx.fillRect(a, top.top, b - a, bandH);
    }
    ctx.globalAlpha = 1;
    const lw = profile.lineWidth;
    for (const tr of p.traces) {
      // The series grow between renders: read the current arrays at each frame.
      const now = freshSeries(tr);
      const line = (name: string, area: PlotScales, width: number, dash?: number[]) => {
        const s = seriesNamed(now, name);
        strokeSeries(ctx, now.t.data, s.data, Math.min(now.t.length, s.length), domain, area, { color: tr.color, width, dash });
      };
      if (p.windowLines.has(tr.index)) {
        // snd_wnd is in bytes: the same plot with its y scale in bytes (segments x mss).
        const bytes = { ...top, y: top.y.copy().domain(top.y.domain().map((d) => d * tr.mss)) };
        line('snd_wnd', bytes, Math.max(1, lw * 0.8), SND_WND_DASH.map((d) => d * lw));
      }
      line('ssthresh', top, Math.max(1, lw * 0.8), [lw * 3, lw * 2.5]);
      line('cwnd', top, lw);
      if (bot) line('rtt_ms', bot, lw);
    }
  };

  const svgText = { fill: profile.text, fontSize: fs, fontFamily: profile.fontFamily } as const;
  const inside = (tt: number) => tt >= p.axis.domain[0] && tt <= p.axis.domain[1];
  const refLine = (w: number, id: string, y: number, label: string, value: number, anchor: 'start' | 'end', dash: string, labelBelow = false) => (
    <g data-testid={id} data-value={value} key={id}>
      <line x1={0} x2={w} y1={y} y2={y} stroke={profile.text} strokeWidth={Math.max(1, profile.axisWidth)} strokeDasharray={dash} opacity={0.8} />
      <text
        x={anchor === 'start' ? 4 : w - 4}
        y={labelBelow ? y + fs * 1.05 : y - fs * 0.3}
        textAnchor={anchor}
        {...svgText}
        fontWeight={600}
        paintOrder="stroke"
        stroke={profile.background}
        strokeWidth={fs * 0.3}
      >
        {label}
      </text>
    </g>
  );

  const cwndOverlay = ({ x, y, width, height }: PlotScales) => {
    const c = p.cubic;
    let cubicPath = '';
    if (c) for (let i = 0; i < c.t.length; i++) cubicPath += `${i === 0 ? 'M' : 'L'}${x(c.t[i]).toFixed(1)},${y(Math.max(0, Math.min(c.w[i], p.cwndUpper * 1.5))).toFixed(1)}`;
    // The labels of "BDP + buffer" and "half" sit above their lines, the BDP's below its own, so
    // the three never overlap even when the lines are close.
    return (
      <>
        <defs>
          <clipPath id="saw-clip-top">
            <rect x={0} y={-fs} width={width} height={height + fs} />
          </clipPath>
        </defs>
        {p.refs ? (
          <g clipPath="url(#saw-clip-top)">
            {refLine(width, 'saw-ref-total', y(p.refs.total), t('panels.sawtooth.chart.refTotal', { n: formatNumber(p.refs.total, lang) }), p.refs.total, 'end', '8 4')}
            {refLine(width, 'saw-ref-half', y(p.refs.half), t('panels.sawtooth.chart.refHalf', { n: formatNumber(p.refs.half, lang) }), p.refs.half, 'end', '3 3')}
            {refLine(width, 'saw-ref-bdp', y(p.refs.bdp), t('panels.sawtooth.chart.refBdp', { n: formatNumber(p.refs.bdp, lang) }), p.refs.bdp, 'start', '1 0', true)}
          </g>
        ) : null}
        {c && cubicPath ? (
          <g clipPath="url(#saw-clip-top)" data-testid="saw-cubic-curve" data-wmax={Math.round(c.wmax)} data-k={c.k.toFixed(2)}>
            <path d={cubicPath} fill="none" stroke={profile.background} strokeWidth={profile.lineWidth * 2.6} opacity={0.8} />
            <path d={cubicPath} fill="none" stroke="#111" strokeWidth={profile.lineWidth * 1.3} strokeDasharray={`${fs * 0.6} ${fs * 0.35}`} />
            {inside(c.lossS + c.k) ? (
              <text x={x(c.lossS + c.k)} y={y(c.wmax) - fs * 0.7} textAnchor="middle" {...svgText} fontWeight={700} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
                {t('panels.sawtooth.cubic.curve', { wmax: formatNumber(c.wmax, lang, { digits: 0 }), k: `${formatNumber(c.k, lang, { digits: 1 })} s` })}
              </text>
            ) : null}
          </g>
        ) : null}
        <EventMarks
          losses={p.losses}
          ecn={p.ecn}
          x={x}
          y={y}
          domain={p.axis.domain}
          cwndUpper={p.cwndUpper}
          panelHeight={height}
          fontSize={fs}
          background={profile.background}
          lang={lang}
          onPickLoss={p.onPickLoss}
        />
      </>
    );
  };

  const rttOverlay = ({ y, width }: PlotScales) =>
    p.refs && p.refs.fullRttMs < p.rttUpper ? (
      <>
        {refLine(width, 'saw-ref-base-rtt', y(p.refs.baseRttMs), t('panels.sawtooth.chart.refBaseRtt', { ms: formatMs(p.refs.baseRttMs, lang, { digits: 0 }) }), p.refs.baseRttMs, 'end', '3 3', true)}
        {refLine(width, 'saw-ref-full-rtt', y(p.refs.fullRttMs), t('panels.sawtooth.chart.refFullRtt', { ms: formatMs(p.refs.fullRttMs, lang, { digits: 0 }) }), p.refs.fullRttMs, 'end', '8 4')}
      </>
    ) : null;

  const plots: TimePlot[] = [
    {
      key: 'cwnd',
      height: p.topH,
      yUpper: p.cwndUpper,
      yLabel: t('panels.sawtooth.chart.cwnd'),
      yLabelShort: t('panels.sawtooth.chart.cwndShort'),
      yTicks: p.topH < fs * 12 ? 4 : 6,
      testId: 'saw-cwnd-chart',
      attrs: { points, runs: p.traces.length, 'rwnd-limited-s': limitedS.toFixed(1) },
      ariaLabel:
        t('panels.sawtooth.chart.cwndAria', { runs: p.traces.length, count: p.traces.length, points, losses: p.losses.filter((l) => l.trace === last?.index).length }) +
        (p.rwnd.length > 0 ? ` ${t('panels.sawtooth.chart.rwndAria', { time: formatSeconds(limitedS, lang, { digits: 1 }) })}` : ''),
      overlay: cwndOverlay,
      // The loss marks are buttons (each selects its loss).
      interactive: p.losses.length > 0,
    },
  ];
  if (p.botH > 0) {
    plots.push({
      key: 'rtt',
      height: p.botH,
      yUpper: p.rttUpper,
      yLabel: t('panels.sawtooth.chart.rtt'),
      yLabelShort: t('panels.sawtooth.chart.rttShort'),
      yTicks: p.botH < fs * 8 ? 3 : 4,
      testId: 'saw-rtt-chart',
      ariaLabel: t('panels.sawtooth.chart.rttAria'),
      overlay: rttOverlay,
    });
  }

  return (
    <TimePlots
      runIds={p.runIds}
      plots={plots}
      axis={p.axis}
      draw={draw}
      profile={profile}
      lang={lang}
      xLabel={t('panels.timePlots.time')}
      pointerTestId="saw-pointer"
      emptyMessage={p.emptyMessage}
      className="saw-chart"
    />
  );
}
