// The `fair-rtt-ratio` panel: the throughput ratio (short-RTT host over long-RTT host) against
// the RTT ratio (their median RTTs, queue included), one point per run of two hosts among its
// runs, over the square law (Reno's, with synchronised losses) and the linear law (CUBIC's), as
// RFC 9438 states them; the course's runs of the +80 ms experiment are marks, labelled as
// measured on the course's Linux lab. A run still streaming is a hollow point that moves. Not a
// time panel: it shows whole runs. Options: `measured` (the course's marks, default on).
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear } from 'd3';
import { tickFormatter } from '../../charts/ticks';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useRunMetas } from '../../store';
import { ratioPoint, type RatioPoint } from '../fair/fairData';
import { COURSE_MARKS, COURSE_RTT_RATIO, lawCurve, type Law } from '../fair/ratioLaws';
import { fairRunOf } from '../fair/useFairRun';
import { useChartProfile } from '../shared/useChartProfile';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import '../fair/fair.css';

interface Point extends RatioPoint {
  runId: string;
  n: number;
  live: boolean;
}

/** The algorithm pair's colour: Reno's, CUBIC's, or a neutral one for mixed or other pairs. */
function pairColor(series: readonly string[], ccs: readonly string[], neutral: string): string {
  if (ccs[0] === ccs[1] && ccs[0] === 'reno') return series[0];
  if (ccs[0] === ccs[1] && ccs[0] === 'cubic') return series[1];
  return neutral;
}

export function FairRttRatioPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const fs = profile.fontSize;
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef, 480);
  const metas = useRunMetas(runIds);
  const tick = useRunsTick(runIds, 250);
  const showMeasured = (options as { measured?: boolean } | undefined)?.measured ?? true;
  const points = useMemo(
    () =>
      runIds.flatMap((id, i): Point[] => {
        const run = fairRunOf(metas[i], null);
        const p = ratioPoint(run.hosts, run.goodputs.host, run.medianRtt);
        return p ? [{ ...p, runId: id, n: i + 1, live: !run.done }] : [];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
    [runIds, metas, tick],
  );
  const marks = showMeasured ? COURSE_MARKS : [];
  const xMax = Math.max(3, ...points.map((p) => p.x * 1.1), ...marks.map((m) => m.x * 1.1));
  const yMax = Math.max(xMax * xMax, ...points.map((p) => p.y * 1.1), ...marks.map((m) => m.y * 1.1));
  const totalH = height ?? fs * 22;
  const margin = { top: Math.round(fs * 0.8), right: Math.round(fs * 1.2), bottom: Math.round(fs * 3.2), left: Math.round(fs * 4.2) };
  const legendH = Math.round(fs * (compact ? 2.6 : 2.4));
  const innerW = Math.max(40, width - margin.left - margin.right);
  const innerH = Math.max(fs * 6, totalH - margin.top - margin.bottom - legendH);
  const x = scaleLinear().domain([1, xMax]).range([0, innerW]);
  const y = scaleLinear().domain([0, yMax]).range([innerH, 0]);
  const xTicks = x.ticks(Math.max(2, Math.min(8, Math.floor(innerW / (fs * 5)))));
  const yTicks = y.ticks(innerH < fs * 10 ? 3 : 5);
  const fx = tickFormatter([1, xMax], xTicks.length, lang);
  const fy = tickFormatter([0, yMax], yTicks.length, lang);
  const text = { fill: profile.text, fontSize: fs, fontFamily: profile.fontFamily } as const;
  const curve = (law: Law) => lawCurve(law, xMax).filter((p) => p.y <= yMax * 1.02).map((p) => `${x(p.x)},${y(p.y)}`).join(' ');
  // Curve labels at the right end of each curve (the square one stops at the top).
  const squareEnd = Math.min(xMax, Math.sqrt(yMax));
  const lawLabel = (law: Law, at: number, dy: number) => (
    <text x={x(at) - fs * 0.3} y={y(law === 'square' ? at * at : at) + dy} textAnchor="end" {...text} fontSize={fs * 0.9} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
      {t(`panels.fair.ratio.${law}`)}
    </text>
  );
  const r = Math.max(3.5, profile.pointRadius * 1.8);
  const nearMarks = (p: Point) => marks.length > 0 && Math.abs(x(p.x) - x(COURSE_RTT_RATIO)) < fs * 8;
  const ccName = (cc: string) => t(`panels.fair.cc.${cc}`, { defaultValue: cc });
  return (
    <div className={`fair-panel fair-ratio${compact ? ' fair-panel--compact' : ''}`} ref={wrapRef}>
      <svg
        className="fair-ratio__svg"
        width={width}
        height={margin.top + innerH + margin.bottom}
        data-testid="fair-rtt-ratio"
        data-points={points.length}
        data-measured={marks.length}
        role="img"
        aria-label={t('panels.fair.ratio.aria', { points: points.length, count: points.length })}
      >
        <g transform={`translate(${margin.left},${margin.top})`}>
          {yTicks.map((v) => (
            <g key={`y${v}`} transform={`translate(0,${y(v)})`}>
              <line x2={innerW} stroke={profile.grid} />
              <text x={-fs * 0.5} dy="0.32em" textAnchor="end" {...text}>{fy(v)}</text>
            </g>
          ))}
          {xTicks.map((v) => (
            <g key={`x${v}`} transform={`translate(${x(v)},${innerH})`}>
              <line y2={fs * 0.4} stroke={profile.axis} />
              <text y={fs * 1.5} textAnchor="middle" {...text}>{fx(v)}</text>
            </g>
          ))}
          <line x1={0} x2={0} y1={0} y2={innerH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          <line x1={0} x2={innerW} y1={innerH} y2={innerH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          <text x={innerW / 2} y={innerH + fs * 2.8} textAnchor="middle" {...text}>{t('panels.fair.ratio.xAxis')}</text>
          <text transform={`translate(${-margin.left + fs * 1.1},${innerH / 2}) rotate(-90)`} textAnchor="middle" {...text}>{t('panels.fair.ratio.yAxis')}</text>
          <polyline data-testid="fair-law-square" points={curve('square')} fill="none" stroke={profile.text} strokeWidth={profile.lineWidth} strokeDasharray="8 4" />
          <polyline data-testid="fair-law-linear" points={curve('linear')} fill="none" stroke={profile.axis} strokeWidth={profile.lineWidth} strokeDasharray="2 4" />
          {lawLabel('square', squareEnd, fs * 1.1)}
          {lawLabel('linear', xMax, -fs * 0.5)}
          {marks.map((m) => (
            <g key={`${m.cc}${m.run}`} data-testid="fair-ratio-measured" data-cc={m.cc} data-x={m.x} data-y={m.y} transform={`translate(${x(m.x)},${y(m.y)})`}>
              <rect x={-r} y={-r} width={2 * r} height={2 * r} transform="rotate(45)" fill={profile.background} stroke={pairColor(profile.series, [m.cc, m.cc], profile.axis)} strokeWidth={Math.max(1.5, profile.lineWidth * 0.8)} />
              <title>{t('panels.fair.ratio.measuredTitle', { cc: ccName(m.cc), run: m.run, y: formatNumber(m.y, lang, { maxDigits: 1 }) })}</title>
            </g>
          ))}
          {points.map((p) => {
            const color = pairColor(profile.series, p.ccs, profile.text);
            return (
              <g key={p.runId} data-testid="fair-ratio-point" data-run={p.runId} data-x={p.x} data-y={p.y} data-cc={p.ccs.join('/')} data-live={p.live ? '1' : '0'} transform={`translate(${x(Math.min(p.x, xMax))},${y(Math.min(p.y, yMax))})`}>
                <circle r={r * 1.15} fill={p.live ? profile.background : color} stroke={color} strokeWidth={Math.max(1.5, profile.lineWidth * 0.8)} />
                {!compact ? (
                  // Left of the point where the course's marks stand, so the two do not overlap.
                  <text x={nearMarks(p) ? -r * 1.6 : r * 1.6} y={-r * 0.9} textAnchor={nearMarks(p) ? 'end' : 'start'} {...text} fontSize={fs * 0.85} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
                    {t('panels.fair.ratio.pointLabel', { n: p.n, cc: p.ccs[0] === p.ccs[1] ? ccName(p.ccs[0]) : `${ccName(p.ccs[0])}/${ccName(p.ccs[1])}` })}
                  </text>
                ) : null}
                <title>{t('panels.fair.ratio.pointTitle', { x: formatNumber(p.x, lang, { digits: 2 }), y: formatNumber(p.y, lang, { digits: 2 }) })}</title>
              </g>
            );
          })}
        </g>
      </svg>
      {/* In a widget too: the course's marks are always labelled as measured. */}
      <ul className="fair-ratio__legend" data-export-legend="">
        {!compact ? (
          <li>
            <svg width={fs * 1.4} height={fs} aria-hidden="true"><circle cx={fs * 0.7} cy={fs * 0.5} r={fs * 0.35} fill={profile.series[0]} /></svg>
            {t('panels.fair.ratio.legendRuns')}
          </li>
        ) : null}
        {marks.length > 0 ? (
          <li>
            <svg width={fs * 1.4} height={fs} aria-hidden="true"><rect x={fs * 0.4} y={fs * 0.2} width={fs * 0.6} height={fs * 0.6} transform={`rotate(45 ${fs * 0.7} ${fs * 0.5})`} fill="none" stroke={profile.series[0]} strokeWidth={1.5} /></svg>
            {t('panels.fair.ratio.legendMeasured')}
          </li>
        ) : null}
        <li>{t('panels.fair.ratio.legendColours')}</li>
      </ul>
      {points.length === 0 ? <p className="fair-panel__pending" data-testid="fair-ratio-empty">{t('panels.fair.ratio.empty')}</p> : null}
    </div>
  );
}
