// One column per transport against a linear axis from zero: a bar to the value, an optional
// whisker above it (the RTT's 95th percentile), and the tutorial's figure as a dashed mark.
// The numbers are written under each column (not on the bars) so nothing overlaps at any size.
import { scaleBand, scaleLinear, scaleLog } from 'd3';
import { useRef } from 'react';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';

export interface Column {
  key: string;
  label: string;
  color: string;
  /** NaN while the run is going or when it failed: no bar. */
  value: number;
  whiskerTo?: number;
  refValue: number | null;
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
}

export function ColumnChart({ columns, upper, log, yLabel, profile, ariaLabel, testId }: Props) {
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const fs = profile.fontSize;
  const noteLines = Math.max(0, ...columns.map((c) => c.notes.length));
  const margin = { left: fs * 4.6, right: fs, top: fs, bottom: fs * (1.9 + 1.25 * noteLines) };
  const w = Math.max(300, Math.min(width, 1600));
  const h = Math.round(Math.max(fs * 17, Math.min(w * 0.42, fs * 26)));
  const x = scaleBand<string>().domain(columns.map((c) => c.key)).range([margin.left, w - margin.right]).padding(0.28);
  const range = [h - margin.bottom, margin.top];
  const y = log ? scaleLog().domain([log.lower, upper]).range(range).clamp(true) : scaleLinear().domain([0, upper]).range(range);
  // Log ticks at 1, 2 and 5 per decade (d3's are denser than a projector can label).
  const ticks = log ? y.ticks().filter((v) => [1, 2, 5].includes(Math.round(v / 10 ** Math.floor(Math.log10(v) + 1e-9)))) : y.ticks(5);
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
          return (
            <g key={c.key} data-column={c.key} data-value={has ? c.value : undefined}>
              {has ? <rect x={x0} y={top} width={band} height={Math.max(0, base - top)} fill={c.color} /> : null}
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
              <text x={cx} y={base + fs * 1.3} textAnchor="middle" {...text} fontWeight={700}>
                {c.label}
              </text>
              {c.notes.map((n, i) => (
                <text key={i} x={cx} y={base + fs * (2.55 + 1.25 * i)} textAnchor="middle" {...text} fontSize={fs * 0.92} fill={i === 0 ? profile.text : profile.axis}>
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
