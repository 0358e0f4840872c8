// The FRCT panel: the RIB `frct` file of both ends of the flow, live, grouped; the lines keep the
// tutorials' names (what `cat .../frct` prints), the numbers follow the page's language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrctLive, FrctNames } from '../../sim';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { groupLines, type GroupedLine } from './groups';

const K = 'views.frctRepair.counters';

/** Sequence numbers are identifiers: printed whole, as the RIB prints them. */
const RAW = /window edge|sequence number|last ack/;

interface Props {
  names: FrctNames | null;
  live: FrctLive | null;
}

export function CountersPanel({ names, live }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const groups = useMemo(() => (names ? groupLines(names.state, names.counters) : []), [names]);
  const value = (l: GroupedLine, side: 'sender' | 'receiver'): string => {
    if (!live) return '–';
    const v = l.state >= 0 ? live[side === 'sender' ? 'sender_state' : 'receiver_state'][l.state] : live[side][l.counter];
    if (!Number.isFinite(v)) return '–';
    return RAW.test(l.name) ? String(v) : formatNumber(v, lang, { digits: 0 });
  };
  return (
    <section className="frct-panel frct-counters" aria-labelledby="frct-counters-title" data-testid="frct-counters">
      <h2 id="frct-counters-title" className="frct-panel__title">{t(`${K}.title`)}</h2>
      <p className="frct-panel__hint">{t(`${K}.hint`)}</p>
      {groups.length === 0 ? (
        <p className="frct-panel__empty">{t(`${K}.empty`)}</p>
      ) : (
        <div className="frct-counters__scroll">
          <table className="frct-table">
            <thead>
              <tr>
                <th scope="col">{t(`${K}.line`)}</th>
                <th scope="col" className="num">{t(`${K}.sender`)}</th>
                <th scope="col" className="num">{t(`${K}.receiver`)}</th>
              </tr>
            </thead>
            {groups.map((g) => (
              <tbody key={g.id}>
                <tr className="frct-table__group">
                  <th scope="rowgroup" colSpan={3}>{t(`${K}.groups.${g.id}`)}</th>
                </tr>
                {g.lines.map((l) => (
                  <tr key={l.name} data-counter={l.name}>
                    <th scope="row"><code>{l.name}</code></th>
                    <td className="num" data-testid="frct-counter-sender">{value(l, 'sender')}</td>
                    <td className="num" data-testid="frct-counter-receiver">{value(l, 'receiver')}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
