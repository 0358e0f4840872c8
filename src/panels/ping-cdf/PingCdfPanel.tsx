// The `ping-cdf` panel: the distribution (empirical CDF) of each run's ping RTTs, one staircase per
// run. With a load in the scenario it counts only the pings sent during the load (the notes'
// "under load"), otherwise every reply. Redrawn on frames while the runs stream; a run's steps are
// sorted again only when it has new replies.
// Options: those of `ping-rtt` (`ping`, `colors`, `delayMs`, `testId`, `emptyText`, `caption`) and
// `loadedOnly` (false: every reply).
import { useRef } from 'react';
import type { SeriesSpec } from '../../charts/draw';
import { roomyUpper } from '../../charts/series';
import { seriesOf } from '../../store';
import { PingFigure, usePingPanel } from '../ping-rtt/PingFigure';
import type { ChartFrame } from '../ping-rtt/RunChart';
import type { PanelProps } from '../types';
import { cdfSteps, splitPings } from './cdf';

interface Cached {
  /** The replies and the split the steps were built from. */
  key: string;
  x: Float64Array;
  y: Float64Array;
  max: number;
}

/** Side by side, both columns' distributions over one RTT axis (the y axis is 0 to 100 % anyway). */
const CDF_SCALES = { x: 'ping-cdf.rtt' };

export function PingCdfPanel({ runIds, height, compact, options }: PanelProps) {
  const { t, profile, o, infos, minUpper, colorOf } = usePingPanel(runIds, options);
  const loadedOnly = o.loadedOnly && infos.some((i) => i.flowStartS !== null);
  const cache = useRef(new Map<string, Cached>());

  const read = (): ChartFrame => {
    const series: SeriesSpec[] = [];
    let max = 0;
    runIds.forEach((id, i) => {
      const info = infos[i];
      const p = info?.pingId ? seriesOf(id)?.pings[info.pingId] : undefined;
      if (!p) return;
      let c = cache.current.get(id);
      const key = `${p.t.length}:${loadedOnly}`;
      if (!c || c.key !== key) {
        const from = loadedOnly && info.flowStartS !== null ? info.flowStartS : -Infinity;
        const values = splitPings(p.t.data, p.rtt.data, from, p.t.length, loadedOnly ? (info.loadEndS ?? Infinity) : Infinity).loaded;
        const steps = cdfSteps(values);
        c = { key, ...steps, max: steps.x.length > 0 ? steps.x[steps.x.length - 1] : 0 };
        cache.current.set(id, c);
      }
      max = Math.max(max, c.max);
      if (c.x.length > 0) series.push({ id, t: c.x, y: c.y, mark: 'line', color: colorOf(i) });
    });
    return { series, xDomain: [0, roomyUpper(max, minUpper)], yDomain: [0, 1] };
  };

  const which = loadedOnly ? 'loaded' : 'all';
  // The CDF's y axis is a fraction of the pings, in percent.
  const chart = {
    runIds, read, yPercent: true, scaleKeys: CDF_SCALES,
    height: height ?? Math.round(profile.fontSize * (compact ? 15 : 19)),
    xLabel: t(`panels.pingCdf.x.${which}`),
    xLabelShort: t('panels.pingCdf.xShort'),
    yLabel: t('panels.pingCdf.y'),
    ariaLabel: runIds.length > 1 ? t('panels.pingCdf.ariaMany', { count: runIds.length }) : t('panels.pingCdf.ariaOne'),
    emptyMessage: o.emptyText ?? t(`panels.pingCdf.empty.${which}`),
  };
  return (
    <PingFigure
      testId={o.testId ?? 'ping-cdf'}
      caption={o.caption === false ? false : (o.caption ?? t(`panels.pingCdf.title.${which}`))}
      attrs={(f) => ({ series: String(f.series.length), loaded: loadedOnly ? '1' : '0' })}
      chart={chart}
    />
  );
}
