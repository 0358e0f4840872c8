// One column per run against a linear (or log) axis from zero: a bar to the value, an optional
// whisker above it (the RTT's 95th percentile), and the tutorial's figure as a dashed mark. A
// column may also carry an inner value (FRCT's column: the IPCP's own round trip): a solid bar to
// it, the rest of the bar up to the value drawn light with a dashed edge, as Tutorial 10 draws it.
// The numbers are written under each column (not on the bars) so nothing overlaps at any size.
import { scaleBand, scaleLinear, scaleLog } from 'd3';
import { useRef } from 'react';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { columnText } from './columnText';

export interface Column {
  key: string;
  label: string;
  color: string;
  /** NaN while the run is going or when it failed: no bar. */
  value: number;
  whiskerTo?: number;
  refValue: number | null;
  /** A second, lower measurement of the same column, drawn solid inside the bar (NaN or absent: none). */
  innerValue?: number;
  /** The tutorial's figure for the inner value, as a dotted mark. */
  innerRefValue?: number | null;
  innerRefTitle?: string;
  /** Lines written under the label (the measured value, the tutorial's). */
  notes: string[];
  /** Hover text of the reference mark. */
  refTitle?: string;
}

interface Props {
  columns: readonly Column[];
  upper: number;
  /** A log axis from `lower` (when values span more than a decade the short bars stay visible). */
  log?: { lower: number };
  yLabel: string;
  profile: ChartProfile;
  ariaLabel: string;
  testId: string;
  /** Height in CSS px (default: from the width, between 17 and 26 lines of type). */
  height?: number;
}

export function ColumnChart({ columns, upper, log, yLabel, profile, ariaLabel, testId, height }: Props) {
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const fs = profile.fontSize;
  const w = Math.max(260, Math.min(width, 1600));
  const x = scaleBand<string>().domain(columns.map((c) => c.key)).range([fs * 4.6, w - fs]).padding(0.28);
  // Labels and notes shrink to their column's width (a narrow chart on a projector); notes that
  // would get too small to read are left to the table, but for the first (the measured value).
  const fit = columnText(columns, x.step(), fs);
  const margin = { left: fs * 4.6, right: fs, top: fs, bottom: fit.labelFs * 1.9 + fit.noteFs * 1.36 * fit.noteLines };
  const h = Math.round(height !== undefined ? Math.max(fs * 9 + margin.bottom, height) : Math.max(fs * 17, Math.min(w * 0.42, fs * 26)));
  const range = [h - margin.bottom, margin.top];
  const y = log ? scaleLog().domain([log.lower, upper]).range(range).clamp(true) : scaleLinear().domain([0, upper]).range(range);
  // Log ticks at 1, 2 and 5 per decade (d3's are denser than a projector can label).
  const ticks = log ? y.ticks().filter((v) => [1, 2, 5].includes(Math.round(v / 10 ** Math.floor(Math.log10(v) + 1e-9)))) : y.ticks(Math.max(2, Math.min(5, Math.floor((range[0] - range[1]) / (fs * 2.2)))));
  const band = x.bandwidth();
  const text = { fill: profile.text, fontFamily: profile.fontFamily, fontSize: fs };
  const base = range[0];
  return (
    <div ref={ref} className="lnc-chart" data-testid={testId} data-scale={log ? 'log' : 'linear'}>
      <svg width={w} height={h} role="img" aria-label={ariaLabel} style={{ background: profile.background }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={margin.left} x2={w - margin.right} y1={y(v)} y2={y(v)} stroke={profile.grid} strokeWidth={1} />
            <text x={margin.left - fs * 0.4} y={y(v)} textAnchor="end" dominantBaseline="middle" {...text}>
              {formatNumber(v, lang)}
            </text>
          </g>
        ))}
        <text transform={`translate(${fs * 1.1},${(margin.top + base) / 2}) rotate(-90)`} textAnchor="middle" {...text} fontWeight={600}>
          {yLabel}
        </text>
        {columns.map((c) => {
          const x0 = x(c.key) ?? 0;
          const cx = x0 + band / 2;
          const has = Number.isFinite(c.value);
          const top = has ? y(Math.min(c.value, upper)) : base;
          const whisker = has && c.whiskerTo !== undefined && Number.isFinite(c.whiskerTo) ? y(Math.min(c.whiskerTo, upper)) : null;
          const inner = has && c.innerValue !== undefined && Number.isFinite(c.innerValue) ? y(Math.min(c.innerValue, c.value, upper)) : null;
          return (
            <g key={c.key} data-column={c.key} data-value={has ? c.value : undefined} data-inner={inner !== null ? c.innerValue : undefined}>
              {has && inner === null ? <rect x={x0} y={top} width={band} height={Math.max(0, base - top)} fill={c.color} /> : null}
              {inner !== null ? (
                <>
                  <rect data-part="outer" x={x0} y={top} width={band} height={Math.max(0, inner - top)} fill={c.color} fillOpacity={0.35} stroke={c.color} strokeWidth={profile.lineWidth} strokeDasharray={`${fs * 0.4} ${fs * 0.25}`} />
                  <rect data-part="inner" x={x0} y={inner} width={band} height={Math.max(0, base - inner)} fill={c.color} />
                </>
              ) : null}
              {whisker !== null ? (
                <g stroke={profile.axis} strokeWidth={profile.lineWidth}>
                  <line x1={cx} x2={cx} y1={top} y2={whisker} />
                  <line x1={cx - band * 0.18} x2={cx + band * 0.18} y1={whisker} y2={whisker} />
                </g>
              ) : null}
              {c.refValue !== null && c.refValue <= upper ? (
                <line
                  data-ref={c.refValue}
                  x1={x0 - band * 0.1}
                  x2={x0 + band * 1.1}
                  y1={y(c.refValue)}
                  y2={y(c.refValue)}
                  stroke="#111"
                  strokeWidth={profile.lineWidth * 1.2}
                  strokeDasharray={`${fs * 0.5} ${fs * 0.3}`}
                >
                  {c.refTitle ? <title>{c.refTitle}</title> : null}
                </line>
              ) : null}
              {c.innerRefValue !== undefined && c.innerRefValue !== null && c.innerRefValue <= upper ? (
                <line
                  data-inner-ref={c.innerRefValue}
                  x1={x0 - band * 0.1}
                  x2={x0 + band * 1.1}
                  y1={y(c.innerRefValue)}
                  y2={y(c.innerRefValue)}
                  stroke="#111"
                  strokeWidth={profile.lineWidth * 1.2}
                  strokeDasharray={`${fs * 0.15} ${fs * 0.25}`}
                >
                  {c.innerRefTitle ? <title>{c.innerRefTitle}</title> : null}
                </line>
              ) : null}
              <text x={cx} y={base + fit.labelFs * 1.3} textAnchor="middle" {...text} fontSize={fit.labelFs} fontWeight={700}>
                {c.label}
              </text>
              {c.notes.slice(0, fit.noteLines).map((n, i) => (
                <text key={i} x={cx} y={base + fit.labelFs * 1.3 + fit.noteFs * (1.3 + 1.36 * i)} textAnchor="middle" {...text} fontSize={fit.noteFs} fill={i === 0 ? profile.text : profile.axis}>
                  {n}
                </text>
              ))}
            </g>
          );
        })}
        <line x1={margin.left} x2={w - margin.right} y1={base} y2={base} stroke={profile.axis} strokeWidth={profile.axisWidth} />
      </svg>
    </div>
  );
}
