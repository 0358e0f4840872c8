// The `ping-rtt` panel: each ping's round-trip time against its send time, for one run or several
// (overlaid, one colour each), drawn as the runs stream. With a load in the scenario it marks when
// the flow starts, shades the loaded window and draws the closed-form bound of a full buffer (base
// RTT + buffer x 8 / rate). Over one run and not compact it shows the live counters above.
// Options: `ping` (id), `colors` (one per run), `durationS` and `delayMs` (the axes before a run),
// `annotations` (false: none), `bound` (false: no full-buffer bound), `readout` (false: none), `testId`, `emptyText`, `caption` (false: none).
import type { SeriesSpec } from '../../charts/draw';
import { TIME_SCALE } from '../../charts/useSharedScale';
import { maxFinite, roomyUpper } from '../../charts/series';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf } from '../../store';
import { cursorAttr, useRunsCursor } from '../shared/useRunsCursor';
import type { PanelProps } from '../types';
import { PingReadout } from './PingReadout';
import { PingFigure, usePingPanel } from './PingFigure';
import type { ChartFrame, RefLine } from './RunChart';

/** Side by side, both columns' pings on one time axis and one RTT axis. */
const PING_SCALES = { x: TIME_SCALE, y: 'ping-rtt.rtt' };

export function PingRttPanel({ runIds, height, compact, options }: PanelProps) {
  const lang = useLang();
  const { t, profile, o, infos, minUpper, colorOf } = usePingPanel(runIds, options);
  const [cursor, setCursor] = useRunsCursor(runIds);
  // The runs' time axis; the page's `durationS` only until there is a run.
  const durationS = infos.length > 0 ? Math.max(...infos.map((i) => i.durationS)) : (o.durationS ?? 0);
  const xDomain: [number, number] = [0, durationS > 0 ? durationS : 1];

  // Marks from the runs' scenarios: the load's start and window, one bound per buffer size drawn.
  const loaded = o.annotations ? infos.find((i) => i.flowStartS !== null) : undefined;
  const bounds = new Map<number, RefLine>();
  if (o.annotations && o.bound) {
    for (const i of infos) {
      if (i.flowStartS === null || i.boundMs === null || i.bufferBytes === null || bounds.has(i.bufferBytes)) continue;
      const buffer = `${formatNumber(i.bufferBytes / 1024, lang, { maxDigits: 1 })} KiB`;
      bounds.set(i.bufferBytes, { value: i.boundMs, label: t('panels.pingRtt.bound', { buffer, ms: formatMs(i.boundMs, lang, { digits: 0 }) }), color: profile.axis });
    }
  }
  const hLines = [...bounds.values()];
  const vLines: RefLine[] = loaded?.flowStartS != null ? [{ value: loaded.flowStartS, label: t(loaded.flowIsTcp ? 'panels.pingRtt.flowStart' : 'panels.pingRtt.loadStart') }] : [];
  const band = loaded?.flowStartS != null && loaded.loadEndS !== null ? ([loaded.flowStartS, loaded.loadEndS] as const) : null;
  const refMax = Math.max(0, ...hLines.map((l) => l.value));

  const read = (): ChartFrame => {
    const series: SeriesSpec[] = [];
    let maxRtt = 0;
    runIds.forEach((id, i) => {
      const pid = infos[i]?.pingId;
      const p = pid ? seriesOf(id)?.pings[pid] : undefined;
      if (!p) return;
      maxRtt = Math.max(maxRtt, maxFinite(p.rtt.data, p.rtt.length));
      series.push({ id, t: p.t.data, y: p.rtt.data, length: p.t.length, mark: 'line-points', color: colorOf(i) });
    });
    return { series, xDomain, yDomain: [0, roomyUpper(Math.max(maxRtt, refMax), minUpper)] };
  };

  const single = runIds.length === 1;
  const chart = {
    runIds, read, hLines, vLines, band, cursor, onCursor: setCursor, scaleKeys: PING_SCALES,
    height: height ?? Math.round(profile.fontSize * (compact ? 16 : 19)),
    xLabel: t('panels.pingRtt.time'),
    yLabel: t('panels.pingRtt.rtt'),
    ariaLabel: runIds.length > 1 ? t('panels.pingRtt.ariaMany', { count: runIds.length }) : t('panels.pingRtt.ariaOne'),
    emptyMessage: o.emptyText ?? t('panels.noRun'),
  };
  const attrs = (f: ChartFrame) => ({ points: String(f.series.reduce((n, s) => n + (s.length ?? s.t.length), 0)), series: String(f.series.length) });

  return (
    <div className="ping-panel" data-cursor={cursorAttr(cursor)}>
      {single && !compact && o.readout ? <PingReadout runId={runIds[0]} pingId={infos[0]?.pingId ?? null} /> : null}
      <PingFigure testId={o.testId ?? 'ping-plot'} caption={o.caption === false ? false : (o.caption ?? t('panels.pingRtt.title'))} attrs={attrs} chart={chart} />
    </div>
  );
}
