// The goodput and RTT bars of several runs (the `goodput-bars` and `rtt-bars` panels): one column
// per run, named by what it runs (FRCT + mb-ecn, or its TCP algorithm), with what the run
// measured, and Ouroboros Tutorial 10's figure as a dashed mark where the tutorial measured that
// transport on that setting. A run still going shows its progress under its column, a failed one
// says so. Options: `planned` (transport keys to show as empty columns, with their marks, before
// any run exists), `setting` ({ lossPct, reorderQueue, durationS } of the planned columns),
// `refs` (false: no tutorial marks), `caption` (false: none; 'short': without the setting),
// `legend` (false: no line under the RTT chart saying what FRCT's two round trips are; for a
// page that says it elsewhere).
// In the RTT chart, FRCT's column shows two round trips, as Tutorial 10's figure does: solid, the
// IPCP's heartbeats (the path and its queue); light above it, FRCT's own (with the tx ring and the
// held ACKs in it).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber, formatPercent, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sierraStore, useRunMetas, type RunMeta } from '../../store';
import { useChrome } from '../fit/useChrome';
import { useChartProfile } from '../shared/useChartProfile';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { axisUpper, colorOf, goodputText, logAxis, runBars, rttText, settingOfBars, type RunBar, type Setting } from './barData';
import { ColumnChart, type Column } from './ColumnChart';
import { tutorialRef } from './refs';
import './bars.css';

export type BarsMetric = 'goodput' | 'rtt';
const K = 'panels.bars';

export function useRunBars(runIds: readonly string[]): RunBar[] {
  useRunsTick(runIds, 250);
  return runBars(useRunMetas(runIds));
}

/** The setting in words ("1 % loss each way, 5 s, FRCT reorder queue 1024"). */
export function useSettingText(): (s: Setting) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (s) => t(`${K}.setting`, { loss: formatPercent(s.lossPct, lang), duration: formatSeconds(s.durationS, lang), rq: s.reorderQueue });
}

export function BarsPanel({ runIds, height, compact, options, metric }: PanelProps & { metric: BarsMetric }) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const settingText = useSettingText();
  const bars = useRunBars(runIds);
  const figureRef = useRef<HTMLElement>(null);
  const planned = Array.isArray(options?.planned) ? (options.planned as unknown[]).filter((k): k is string => typeof k === 'string') : [];
  const given = options?.setting as Setting | undefined;
  const setting = settingOfBars(bars) ?? given ?? null;
  const withRefs = options?.refs !== false;
  const captioned = options?.caption !== undefined ? options.caption !== false : !compact;
  const shown: RunBar[] = bars.length > 0 ? bars : planned.map((key) => ({ key, meta: null, setting: given ?? { lossPct: NaN, reorderQueue: 128, durationS: NaN }, row: null }));
  // Two runs of one transport (an overlay in a lesson) keep apart as columns.
  const seen = new Map<string, number>();
  const uid = (key: string) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n === 0 ? key : `${key}-${n + 1}`;
  };
  const label = (key: string) => t(`${K}.short.${key}`, { defaultValue: key.toUpperCase() });
  const stateNote = (m: RunMeta | null): string => {
    if (!m) return '–';
    if (m.status === 'failed') return t(`${K}.failed`);
    if (m.status === 'cancelled') return t(`${K}.cancelled`);
    if (m.status === 'queued') return t(`${K}.pending`);
    if (m.status === 'running' || m.status === 'paused') {
      const d = Number((m.scenario as { duration_s?: number } | null)?.duration_s ?? 0);
      const now = sierraStore.getState().runNow[m.id] ?? 0;
      return d > 0 ? formatPercent((100 * now) / d, lang, { digits: 0 }) : '…';
    }
    return '–';
  };
  const value = (b: RunBar) => (metric === 'goodput' ? (b.row?.goodputMbps ?? NaN) : (b.row?.rtt?.median ?? NaN));
  const text = metric === 'goodput' ? (x: number) => goodputText(x, lang) : (x: number) => rttText(x, lang);
  const columns: (Column & { ariaExtra?: string })[] = shown.map((b) => {
    const ref = withRefs ? tutorialRef(b.setting.lossPct, b.key, b.setting.reorderQueue) : null;
    const refValue = (metric === 'goodput' ? ref?.goodputMbps : ref?.rttMs) ?? null;
    const v = value(b);
    // FRCT's column of the RTT chart also carries the IPCP's own round trip (its heartbeats).
    const ipcp = metric === 'rtt' ? (b.row?.ipcpRttMs ?? null) : null;
    const ipcpRef = metric === 'rtt' && withRefs && b.key === 'frct' ? (ref?.ipcpRttMs ?? null) : null;
    const notes = [Number.isFinite(v) ? text(v) : stateNote(b.meta)];
    if (ipcp !== null) notes.push(t(`${K}.ipcpNote`, { value: formatNumber(ipcp, lang, { maxDigits: 1 }) }));
    if (!compact && metric === 'rtt' && b.row?.rtt) notes.push(t(`${K}.p95Note`, { value: formatNumber(b.row.rtt.p95, lang, { maxDigits: 0 }) }));
    if (!compact && refValue !== null) notes.push(t(`${K}.tutorialNote`, { value: formatNumber(refValue, lang, { maxDigits: metric === 'goodput' ? 1 : 0 }) }));
    return {
      key: uid(b.key), label: label(b.key), color: colorOf(b.key, profile), value: v, whiskerTo: metric === 'rtt' ? b.row?.rtt?.p95 : undefined,
      refValue, notes, refTitle: refValue !== null ? t(`${K}.refTitle`, { value: text(refValue) }) : undefined,
      innerValue: ipcp ?? undefined,
      innerRefValue: ipcpRef,
      innerRefTitle: ipcpRef !== null ? t(`${K}.ipcpRefTitle`, { value: formatMs(ipcpRef, lang, { maxDigits: 1 }) }) : undefined,
      ariaExtra: ipcp !== null ? t(`${K}.ipcpAria`, { value: formatMs(ipcp, lang, { maxDigits: 1 }) }) : '',
    };
  });
  let upper: number;
  let log: { lower: number } | null = null;
  if (metric === 'goodput') {
    upper = axisUpper([...columns.map((c) => c.value), ...columns.map((c) => c.refValue ?? 0)], 100);
  } else {
    const values = [...columns.map((c) => c.whiskerTo ?? c.value), ...columns.map((c) => c.value), ...columns.map((c) => c.refValue ?? NaN), ...columns.map((c) => c.innerValue ?? NaN), ...columns.map((c) => c.innerRefValue ?? NaN)];
    // A standing queue (CUBIC without loss: 511 ms) beside a bare path (20 ms): log, or the short bars vanish.
    log = logAxis(values);
    upper = axisUpper(values, 40);
  }
  const full = options?.caption !== 'short' && setting && Number.isFinite(setting.lossPct);
  const caption = full ? t(`${K}.${metric}Title`, { setting: settingText(setting) }) : t(`${K}.${metric}TitleBare`);
  const yLabel = metric === 'goodput' ? t(`${K}.goodputAxis`) : t(log ? `${K}.rttAxisLog` : `${K}.rttAxis`);
  const chrome = useChrome(figureRef, '.lnc-chart', (captioned ? profile.fontSize * 3.4 : 0) + profile.fontSize * 1.2, height !== undefined);
  const chartHeight = height !== undefined ? height - chrome : undefined;
  return (
    <figure ref={figureRef} className={`panel-figure bars-panel${compact ? ' bars-panel--compact' : ''}`} data-testid={`lnc-${metric}`} data-runs={bars.length}>
      {captioned ? <figcaption className="panel-figure__caption">{caption}</figcaption> : null}
      <ColumnChart
        columns={columns}
        upper={upper}
        log={log ?? undefined}
        yLabel={yLabel}
        profile={profile}
        height={chartHeight}
        testId={`lnc-${metric}-chart`}
        ariaLabel={t(`${K}.${metric}Aria`, { list: columns.map((c) => `${c.label}: ${c.notes[0] || '–'}${c.ariaExtra ?? ''}`).join('; ') })}
      />
      {options?.legend !== false && columns.some((c) => c.innerValue !== undefined) ? (
        <p className="bars-panel__legend" data-testid="lnc-rtt-two">
          {t(`${K}.twoRtts`)}
          {columns.some((c) => c.innerRefValue !== undefined && c.innerRefValue !== null) ? ` ${t(`${K}.twoRttsRef`)}` : ''}
        </p>
      ) : null}
    </figure>
  );
}
