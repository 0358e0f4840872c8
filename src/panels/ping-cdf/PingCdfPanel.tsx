// The `ping-cdf` panel: the distribution (empirical CDF) of each run's ping RTTs, one staircase per
// run. With a load in the scenario it counts only the pings sent during the load (the notes'
// "under load"), otherwise every reply. Redrawn on frames while the runs stream; a run's steps are
// sorted again only when it has new replies.
// Options: those of `ping-rtt` (`ping`, `colors`, `delayMs`, `testId`, `emptyText`, `caption`) and
// `loadedOnly` (false: every reply).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesSpec } from '../../charts/draw';
import { roomyUpper } from '../../charts/series';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useRunMetas } from '../../store';
import { useChartProfile } from '../shared/useChartProfile';
import { panelOptions } from '../ping-rtt/panelOptions';
import { pingRunInfo, rttAxisMinimum } from '../ping-rtt/pingData';
import { RunChart, type ChartFrame } from '../ping-rtt/RunChart';
import type { PanelProps } from '../types';
import { cdfSteps, splitPings } from './cdf';
import '../ping-rtt/pingRtt.css';

interface Cached {
  /** The replies and the split the steps were built from. */
  key: string;
  x: Float64Array;
  y: Float64Array;
  max: number;
}

export function PingCdfPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const o = panelOptions(options);
  const metas = useRunMetas(runIds);
  const infos = metas.map((m) => pingRunInfo(m?.scenario, o.ping));
  const loadedOnly = o.loadedOnly && infos.some((i) => i.flowStartS !== null);
  const minUpper = rttAxisMinimum(infos.length > 0 ? infos.map((i) => i.delayMs) : [o.delayMs ?? 0]);
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
      if (c.x.length > 0) series.push({ id, t: c.x, y: c.y, mark: 'line', color: o.colors?.[i] ?? profile.series[i % profile.series.length] });
    });
    return { series, xDomain: [0, roomyUpper(max, minUpper)], yDomain: [0, 1] };
  };

  const figureRef = useRef<HTMLElement>(null);
  const painted = (f: ChartFrame) => {
    if (figureRef.current) figureRef.current.dataset.series = String(f.series.length);
  };
  const chartHeight = height ?? Math.round(profile.fontSize * (compact ? 15 : 19));
  const which = loadedOnly ? 'loaded' : 'all';
  return (
    <figure className="panel-figure" data-testid={o.testId ?? 'ping-cdf'} data-loaded={loadedOnly ? '1' : '0'} ref={figureRef}>
      {o.caption !== false ? <figcaption className="panel-figure__caption">{o.caption ?? t(`panels.pingCdf.title.${which}`)}</figcaption> : null}
      <RunChart
        runIds={runIds}
        read={read}
        onPainted={painted}
        profile={profile}
        lang={lang}
        height={chartHeight}
        xLabel={t(`panels.pingCdf.x.${which}`)}
        yLabel={t('panels.pingCdf.y')}
        yPercent
        ariaLabel={runIds.length > 1 ? t('panels.pingCdf.ariaMany', { count: runIds.length }) : t('panels.pingCdf.ariaOne')}
        emptyMessage={o.emptyText ?? t(`panels.pingCdf.empty.${which}`)}
      />
    </figure>
  );
}
