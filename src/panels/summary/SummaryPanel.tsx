// The `summary` panel: the engine's end-of-run summary of each run as tables: the pings (sent,
// answered, lost, RTT min/median/max), the flows (goodput, retransmits, loss events, RTT) and the
// bottleneck queue (drops, marks, peak), and Jain's index of two or more flows. Before a run has
// its summary it says so. Options: `sections` (any of 'pings', 'flows', 'queue'; default all that
// the run has), `caption` (false: no captions).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatMs, formatNumber, formatRate } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';
import { useRunMetas, type RunMeta } from '../../store';
import type { PanelProps } from '../types';
import { ScrollBox } from './ScrollBox';
import { summaryRows, type SummaryRows } from './summaryRows';
import '../../controls/viewTable.css';
import './summary.css';

type Section = 'pings' | 'flows' | 'queue';
const SECTIONS: readonly Section[] = ['pings', 'flows', 'queue'];

function sectionsOf(options: Record<string, unknown> | undefined): readonly Section[] {
  const s = options?.sections;
  return Array.isArray(s) ? SECTIONS.filter((x) => s.includes(x)) : SECTIONS;
}

export function SummaryPanel({ runIds, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const metas = useRunMetas(runIds);
  const sections = sectionsOf(options);
  const captions = options?.caption !== false;
  const shown = metas.filter((m): m is RunMeta => m !== undefined);
  if (!shown.some((m) => m.summary)) {
    return <p className="summary-panel__pending" data-testid="summary-pending">{t('panels.summary.pending')}</p>;
  }
  return (
    <div className={`summary-panel${compact ? ' summary-panel--compact' : ''}`}>
      {shown.map((m, i) =>
        m.summary ? (
          <RunTables key={m.id} rows={summaryRows(m.summary, m.scenario)} sections={sections} first={i === 0} captions={captions} heading={shown.length > 1 ? (m.label ?? m.id) : null} compact={compact === true} />
        ) : null,
      )}
    </div>
  );
}

const PING_COLS = ['sent', 'received', 'lost', 'min', 'median', 'max'] as const;
const FLOW_COLS = ['flow', 'kind', 'goodput', 'retransmits', 'lossEvents', 'dropped', 'rttMin', 'rttMedian', 'rttMax'] as const;
type FlowCol = (typeof FLOW_COLS)[number];
/** Between a lesson's paragraphs: the flow, its goodput, retransmissions and median RTT. */
const FLOW_COLS_COMPACT: readonly FlowCol[] = ['flow', 'kind', 'goodput', 'retransmits', 'rttMedian'];

/** A table of the summary: its caption, the column heads (the first `textCols` of them left-aligned), its rows; it scrolls sideways in a narrow box. */
function SummaryTable({ testId, caption, head, textCols, label, children }: { testId?: string; caption: string | null; head: readonly string[]; textCols: number; label: string; children: ReactNode }) {
  return (
    <ScrollBox label={label}>
      <table className="view-table" data-testid={testId}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {head.map((h, i) => (
              <th scope="col" key={h} className={i < textCols ? 'view-table__text' : undefined}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollBox>
  );
}

function RunTables({ rows, sections, first, captions, heading, compact }: { rows: SummaryRows; sections: readonly Section[]; first: boolean; captions: boolean; heading: string | null; compact: boolean }) {
  const flowCols = compact ? FLOW_COLS_COMPACT : FLOW_COLS;
  const { t } = useTranslation();
  const lang = useLang();
  const ms = (x: number | undefined) => (x === undefined ? t('panels.summary.noRtt') : formatMs(x, lang, { digits: 1 }));
  const n = (x: number) => formatNumber(x, lang);
  // The first run's first ping keeps the test ids the views' specs read.
  const id = (name: string, row: number) => (first && row === 0 ? name : undefined);
  const kind = (transport: string, cc: string | null) =>
    [transport ? t(`panels.summary.transport.${transport}`, { defaultValue: transport.toUpperCase() }) : '', cc ? t(`panels.summary.cc.${cc}`, { defaultValue: cc }) : ''].filter(Boolean).join(' ');
  return (
    <section className="summary-panel__run">
      {heading ? <h3 className="summary-panel__heading">{heading}</h3> : null}
      {sections.includes('pings') && rows.pings.length > 0 ? (
        <SummaryTable
          testId={first ? 'ping-summary' : undefined}
          caption={captions ? t('panels.summary.pings.caption') : null}
          label={t('panels.summary.pings.caption')}
          head={[...(rows.pings.length > 1 ? [t('panels.summary.ping')] : []), ...PING_COLS.map((c) => t(`panels.summary.pings.${c}`))]}
          textCols={rows.pings.length > 1 ? 1 : 0}
        >
          {rows.pings.map((p, i) => (
            <tr key={p.id} data-ping={p.id}>
              {rows.pings.length > 1 ? <th scope="row" className="view-table__text">{p.id}</th> : null}
              <td data-testid={id('summary-sent', i)}>{n(p.sent)}</td>
              <td data-testid={id('summary-received', i)}>{n(p.received)}</td>
              <td data-testid={id('summary-lost', i)}>{n(p.lost)}</td>
              <td data-testid={id('summary-min', i)}>{ms(p.rtt?.min)}</td>
              <td data-testid={id('summary-median', i)}>{ms(p.rtt?.median)}</td>
              <td data-testid={id('summary-max', i)}>{ms(p.rtt?.max)}</td>
            </tr>
          ))}
        </SummaryTable>
      ) : null}
      {sections.includes('flows') && rows.flows.length > 0 ? (
        <SummaryTable testId={first ? 'flow-summary' : undefined} caption={captions ? t('panels.summary.flows.caption') : null} label={t('panels.summary.flows.caption')} head={flowCols.map((c) => t(`panels.summary.flows.${c}`))} textCols={2}>
          {rows.flows.map((f) => {
            const cell: Record<FlowCol, string> = {
              flow: f.id,
              kind: kind(f.transport, f.cc),
              goodput: formatRate(f.goodputMbps, lang, { digits: 1 }),
              retransmits: n(f.retransmits),
              lossEvents: n(f.lossEvents),
              dropped: n(f.dropped),
              rttMin: f.rtt ? ms(f.rtt.min) : '–',
              rttMedian: f.rtt ? ms(f.rtt.median) : '–',
              rttMax: f.rtt ? ms(f.rtt.max) : '–',
            };
            return (
              <tr key={f.id} data-flow={f.id}>
                <th scope="row" className="view-table__text">{cell.flow}</th>
                {flowCols.slice(1).map((c) => (
                  <td key={c} data-col={c} className={c === 'kind' ? 'view-table__text' : undefined}>{cell[c]}</td>
                ))}
              </tr>
            );
          })}
        </SummaryTable>
      ) : null}
      {sections.includes('queue') ? (
        <p className="summary-panel__queue" data-testid={first ? 'queue-summary' : undefined}>
          {t('panels.summary.queue', { drops: n(rows.queue.drops), count: rows.queue.drops, marks: t('panels.summary.marked', { n: n(rows.queue.marks), count: rows.queue.marks }), peak: formatBytes(rows.queue.maxBytes, lang) })}
          {rows.jain !== null ? ` ${t('panels.summary.jain', { jain: formatJain(rows.jain, lang) })}` : ''}
        </p>
      ) : null}
    </section>
  );
}
