// The `fair-shares` panel: how the newest of its runs split the link, counted two ways: Jain's
// index over the hosts and over every connection (a host with parallel connections is one host
// and several connections: the notes' point that the unit of fairness decides the verdict), a
// bar of each host's share, and a table of goodputs and shares beside what an equal split per
// host and per connection would give. It shows the state at the run's time cursor (the mean
// goodputs up to that instant) when another panel points at a time, else the whole run so far.
// Options: `table` (default on unless compact).
import { useTranslation } from 'react-i18next';
import { formatPercent, formatRate, formatSeconds } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';
import { useCursor } from '../../store';
import { sharesOf } from '../fair/fairData';
import { useHostLabel } from '../fair/HostLegend';
import { hostColor } from '../fair/palette';
import { useFairRun } from '../fair/useFairRun';
import { useChartProfile } from '../shared/useChartProfile';
import type { PanelProps } from '../types';
import '../../controls/viewTable.css';
import '../fair/fair.css';

export function FairSharesPanel({ runIds, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const runId = runIds[runIds.length - 1];
  const cursor = useCursor(runId);
  const run = useFairRun(runId, cursor);
  const label = useHostLabel();
  const showTable = (options as { table?: boolean } | undefined)?.table ?? !compact;
  if (!runId || run.hosts.length === 0) {
    return <p className="fair-panel__pending" data-testid="fair-shares-pending">{t('panels.noRun')}</p>;
  }
  const shares = sharesOf(run.hosts, run.goodputs);
  const jain = (x: number | null) => (x === null ? '–' : formatJain(x, lang));
  const pct = (x: number) => formatPercent(100 * x, lang, { maxDigits: 1 });
  const manyConnections = shares.hosts.some((h) => h.connections.length > 1);
  const scope = cursor !== null ? t('panels.fair.shares.upTo', { time: formatSeconds(cursor, lang, { digits: 1 }) }) : run.done ? t('panels.fair.shares.whole') : t('panels.fair.shares.soFar');
  const figures = (
    <div className="fair-shares__part">
      <dl className="fair-shares__jain">
        <div data-testid="fair-jain-hosts" data-value={shares.jainHosts ?? ''}>
          <dt>{t('panels.fair.shares.jainHosts')}</dt>
          <dd>{jain(shares.jainHosts)}</dd>
        </div>
        <div data-testid="fair-jain-connections" data-value={shares.jainConnections ?? ''}>
          <dt>{t('panels.fair.shares.jainConnections')}</dt>
          <dd>{jain(shares.jainConnections)}</dd>
        </div>
        <div>
          <dt>{t('panels.fair.shares.total')}</dt>
          <dd>{formatRate(shares.totalMbps, lang, { digits: 1 })}</dd>
        </div>
      </dl>
      <p className="fair-shares__note">{scope}</p>
      <div className="fair-shares__bars" role="img" aria-label={t('panels.fair.shares.barAria', { hosts: shares.hosts.map((h) => `${h.host.id} ${pct(h.share)}`).join(', ') })} data-export-legend="">
        <ShareBar
          segments={shares.hosts.map((h) => ({ id: h.host.id, share: h.share, color: hostColor(profile, h.host.index), ticks: h.connections.length }))}
          caption={t('panels.fair.shares.measured')}
          pct={pct}
        />
        {manyConnections ? (
          <ShareBar
            segments={shares.hosts.map((h) => ({ id: h.host.id, share: h.equalPerConnection, color: hostColor(profile, h.host.index), ticks: h.connections.length, faded: true }))}
            caption={t('panels.fair.shares.equalConnection')}
            pct={pct}
          />
        ) : null}
      </div>
    </div>
  );
  const table = (
    <div className="fair-shares__part">
      <div className="view-table-wrap">
        <table className="view-table fair-shares__table">
          <thead>
            <tr>
              <th scope="col" className="view-table__text">{t('panels.fair.shares.host')}</th>
              <th scope="col">{t('panels.fair.shares.goodput')}</th>
              <th scope="col">{t('panels.fair.shares.share')}</th>
              <th scope="col">{t('panels.fair.shares.perHost')}</th>
              {manyConnections ? <th scope="col">{t('panels.fair.shares.perConnection')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {shares.hosts.flatMap((h) => [
              <tr key={h.host.id} data-host={h.host.id} data-share={h.share} data-goodput={h.goodput}>
                <th scope="row" className="view-table__text">{label(h.host)}</th>
                <td>{formatRate(h.goodput, lang, { digits: 1 })}</td>
                <td>{pct(h.share)}</td>
                <td>{pct(h.equalPerHost)}</td>
                {manyConnections ? <td>{pct(h.equalPerConnection)}</td> : null}
              </tr>,
              ...(h.connections.length > 1
                ? h.connections.map((c) => (
                    <tr key={c.id} className="fair-shares__conn" data-connection={c.id}>
                      <th scope="row" className="view-table__text">{c.id}</th>
                      <td>{formatRate(c.goodput, lang, { digits: 1 })}</td>
                      <td>{pct(c.share)}</td>
                      <td />
                      <td />
                    </tr>
                  ))
                : []),
            ])}
          </tbody>
        </table>
      </div>
      {manyConnections ? <p className="fair-shares__note">{t('panels.fair.shares.unitNote')}</p> : null}
    </div>
  );
  return (
    <div className={`fair-panel fair-shares${compact ? ' fair-panel--compact' : ''}`} data-testid="fair-shares" data-cursor={cursor ?? ''} data-done={run.done ? '1' : '0'}>
      {figures}
      {showTable ? table : null}
    </div>
  );
}

interface Segment {
  id: string;
  share: number;
  color: string;
  /** Connections of the host: thin separators inside its segment. */
  ticks: number;
  faded?: boolean;
}

/** One stacked bar of shares (HTML, so it wraps its labels and exports with the figure). */
function ShareBar({ segments, caption, pct }: { segments: Segment[]; caption: string; pct(x: number): string }) {
  return (
    <figure className="fair-bar">
      <figcaption className="fair-bar__caption">{caption}</figcaption>
      <div className="fair-bar__track">
        {segments.map((s) => (
          <div
            key={s.id}
            className={`fair-bar__seg${s.faded ? ' fair-bar__seg--faded' : ''}`}
            style={{ width: `${100 * s.share}%`, background: s.color, ['--ticks' as string]: s.ticks }}
            title={`${s.id} ${pct(s.share)}`}
            data-host={s.id}
          >
            {/* The share in the segment when it has room, else only the host's name. */}
            {s.share >= 0.08 ? <span className="fair-bar__label">{s.share >= 0.24 ? `${s.id} ${pct(s.share)}` : s.id}</span> : null}
          </div>
        ))}
      </div>
    </figure>
  );
}
