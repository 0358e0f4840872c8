// The `frct-counters` panel: the RIB `frct` file of both ends of one FRCT flow of a run, grouped
// (groups.ts); the lines keep the tutorials' names (what `cat .../frct` prints), each explained on
// hover and on focus (LineTip), the numbers follow the page's language. As the tutorial greps
// them away, the lines at 0 on both ends can be hidden. Live while the run streams (at most every UI_PERIOD_MS), from the record's summary for
// a saved run. Under it, the application on the flow (oping, oftp) once the run has its summary.
// Options: `flow` (the FRCT flow's id; default the scenario's first), `app` (false: no oping/oftp).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf } from '../../store';
import { counterOf, flowSummary, frctNow, shownFlow } from '../frct/frctData';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { useShownRun } from '../useShownRun';
import { AppSummary } from './AppSummary';
import { groupLines, type GroupId } from './groups';
import { LineTip } from './LineTip';
import '../frct/frct.css';

const K = 'panels.frctCounters';
const UI_PERIOD_MS = 100;

/** Sequence numbers are identifiers: printed whole, as the RIB prints them. */
const RAW = /window edge|sequence number|last ack/;
/** Groups with a short note under their heading (how to read them together). */
const NOTED: ReadonlySet<GroupId> = new Set(['rxm', 'sack']);

export function FrctCountersPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { runId, meta } = useShownRun(runIds);
  const tick = useRunsTick(runIds, UI_PERIOD_MS);
  const flow = shownFlow(meta?.scenario, options?.flow);
  const series = runId ? seriesOf(runId) : undefined;
  // `tick` stands for the counters streamed in place since the last render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => (flow ? frctNow(series, meta?.record, flow) : null), [series, meta?.record, flow, tick]);
  const names = now?.names;
  const groups = useMemo(() => (names ? groupLines(names.state, names.counters) : []), [names]);
  const [hideZero, setHideZero] = useState(false);
  const isZero = (name: string) => {
    const a = counterOf(now, 'sender', name);
    const b = counterOf(now, 'receiver', name);
    return (a === 0 || Number.isNaN(a)) && (b === 0 || Number.isNaN(b));
  };
  const shownGroups = hideZero ? groups.map((g) => ({ ...g, lines: g.lines.filter((x) => !isZero(x.name)) })).filter((g) => g.lines.length > 0) : groups;
  const hiddenCount = hideZero ? groups.reduce((n, g) => n + g.lines.length, 0) - shownGroups.reduce((n, g) => n + g.lines.length, 0) : 0;
  const value = (name: string, side: 'sender' | 'receiver'): string => {
    const v = counterOf(now, side, name);
    if (!Number.isFinite(v)) return '–';
    return RAW.test(name) ? String(v) : formatNumber(v, lang, { digits: 0 });
  };
  const app = options?.app !== false && flow && meta?.record ? flowSummary(meta.record, flow) : null;
  const scrollStyle = height ? { maxHeight: Math.max(120, height) } : undefined;
  return (
    <section className={`frct-panel frct-counters${compact ? ' frct-panel--compact' : ''}`} aria-label={t(`${K}.title`)} data-testid="frct-counters" data-flow={flow ?? undefined}>
      {compact ? null : <h2 className="frct-panel__title">{t(`${K}.title`)}</h2>}
      {compact ? null : <p className="frct-panel__hint">{t(`${K}.hint`)} {t(`${K}.tipHint`)}</p>}
      {groups.length > 0 ? (
        <label className="frct-counters__zero">
          <input type="checkbox" data-testid="frct-counters-hide-zero" checked={hideZero} onChange={(e) => setHideZero(e.target.checked)} /> {t(`${K}.hideZero`)}
          {hiddenCount > 0 ? <span className="frct-counters__hidden" data-testid="frct-counters-hidden"> {t(`${K}.hiddenZero`, { n: formatNumber(hiddenCount, lang), count: hiddenCount })}</span> : null}
        </label>
      ) : null}
      {groups.length === 0 ? (
        <p className="frct-panel__empty">{t(meta && !flow ? 'panels.frct.noFrct' : `${K}.empty`)}</p>
      ) : (
        <div className="frct-counters__scroll" style={scrollStyle} tabIndex={0} aria-label={t(`${K}.scroll`)}>
          <table className="frct-table">
            <thead>
              <tr>
                <th scope="col">{t(`${K}.line`)}</th>
                <th scope="col" className="num">{t(`${K}.sender`)}</th>
                <th scope="col" className="num">{t(`${K}.receiver`)}</th>
              </tr>
            </thead>
            {shownGroups.map((g) => (
              <tbody key={g.id} data-group={g.id}>
                <tr className="frct-table__group">
                  <th scope="rowgroup" colSpan={3}>{t(`${K}.groups.${g.id}`)}</th>
                </tr>
                {NOTED.has(g.id) && !compact ? (
                  <tr className="frct-table__note">
                    <td colSpan={3}>{t(`${K}.notes.${g.id}`)}</td>
                  </tr>
                ) : null}
                {g.lines.map((l) => (
                  <tr key={l.name} data-counter={l.name}>
                    <th scope="row">{l.key ? <LineTip name={l.name} lineKey={l.key} term={l.term} /> : <code>{l.name}</code>}</th>
                    <td className="num" data-testid="frct-counter-sender">{value(l.name, 'sender')}</td>
                    <td className="num" data-testid="frct-counter-receiver">{value(l.name, 'receiver')}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {app ? <AppSummary flow={app} /> : null}
    </section>
  );
}
