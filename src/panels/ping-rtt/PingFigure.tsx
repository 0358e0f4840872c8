// What the two ping panels share: their options and runs read once (usePingPanel), and their
// figure (a box with its caption and the chart, the figure's data attributes written on each paint,
// for tests and tools, not on React renders).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { useRunMetas } from '../../store';
import { useChartProfile } from '../shared/useChartProfile';
import { panelOptions } from './panelOptions';
import { pingRunInfo, rttAxisMinimum } from './pingData';
import { RunChart, type ChartFrame, type RunChartProps } from './RunChart';
import './pingRtt.css';

/** The panel's options, each run's ping facts, and the least the RTT axis reaches. */
export function usePingPanel(runIds: readonly string[], options: Record<string, unknown> | undefined) {
  const { t } = useTranslation();
  const profile = useChartProfile();
  const o = panelOptions(options);
  const infos = useRunMetas(runIds).map((m) => pingRunInfo(m?.scenario, o.ping));
  const minUpper = rttAxisMinimum(infos.length > 0 ? infos.map((i) => i.delayMs) : [o.delayMs ?? 0]);
  const colorOf = (i: number) => o.colors?.[i] ?? profile.series[i % profile.series.length];
  return { t, profile, o, infos, minUpper, colorOf };
}

interface FigureProps {
  testId: string;
  /** The caption, or false for none. */
  caption: string | false;
  /** The figure's data attributes after a paint (data-points, data-series). */
  attrs(frame: ChartFrame): Record<string, string>;
  chart: Omit<RunChartProps, 'onPainted' | 'profile' | 'lang'>;
}

export function PingFigure({ testId, caption, attrs, chart }: FigureProps) {
  const lang = useLang();
  const profile = useChartProfile();
  const figureRef = useRef<HTMLElement>(null);
  const painted = (f: ChartFrame) => {
    const el = figureRef.current;
    if (el) Object.assign(el.dataset, attrs(f));
  };
  return (
    <figure className="panel-figure" data-testid={testId} ref={figureRef}>
      {caption !== false ? <figcaption className="panel-figure__caption">{caption}</figcaption> : null}
      <RunChart {...chart} onPainted={painted} profile={profile} lang={lang} />
    </figure>
  );
}
