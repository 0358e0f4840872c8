// The packet log: one line per FRCT packet at an endpoint (time, who, flags, seq, ack, SACK blocks),
// filterable, retransmissions highlighted. Only the rows in view are rendered (fixed row height),
// so a 100 Mbit/s run that streams thousands of lines a second stays smooth; while "follow" is on
// the list keeps to its newest line.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrctNames } from '../../sim';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { DIR_FILTERS, KIND_FILTERS, filterLog, headerText, isDsack, isRxm, logLength, type DirFilter, type KindFilter, type LogStore } from './logStore';

const K = 'views.frctRepair.log';
const VISIBLE_ROWS = 14;
const OVERSCAN = 6;

interface Props {
  log: LogStore;
  names: FrctNames | null;
  /** Flow ids by FRCT flow index (shown only when the scenario has several). */
  flowIds: readonly string[];
  /** Row height in CSS px (grows with the projector's type). */
  rowHeight: number;
}

export function PacketLog({ log, names, flowIds, rowHeight }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const [kind, setKind] = useState<KindFilter>('all');
  const [dir, setDir] = useState<DirFilter>('all');
  const [text, setText] = useState('');
  const [follow, setFollow] = useState(true);
  const [scrollTop, setScrollTop] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);

  // `log` is a new object whenever entries arrive (its arrays are shared and written in place).
  const rows = useMemo(() => filterLog(log, kind, dir, text, names), [log, kind, dir, text, names]);
  const height = rowHeight * VISIBLE_ROWS;
  const total = rows.length * rowHeight;

  // Where the list last scrolled itself: a scroll above it is the reader's, and stops following.
  // (Comparing with the bottom instead would race with the rows arriving before the scroll event.)
  const autoTopRef = useRef(0);
  useEffect(() => {
    const box = boxRef.current;
    if (follow && box) {
      box.scrollTop = box.scrollHeight;
      autoTopRef.current = box.scrollTop;
      if (box.scrollTop !== scrollTop) setScrollTop(box.scrollTop);
    }
  }, [follow, total, log]); // eslint-disable-line react-hooks/exhaustive-deps -- scrollTop is what it sets

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const shown: number[] = [];
  for (let k = first; k < last; k++) shown.push(rows[k]);

  const who = (code: number) => t(`${K}.dir.${code}`);
  const rxmCount = useMemo(() => {
    let c = 0;
    for (let k = 0; k < rows.length; k++) if (isRxm(log, rows[k])) c++;
    return c;
  }, [rows, log]);

  return (
    <section className="frct-panel frct-log" aria-labelledby={`${uid}-title`} data-testid="frct-log">
      <h2 id={`${uid}-title`} className="frct-panel__title">{t(`${K}.title`)}</h2>
      <div className="frct-log__filters" role="group" aria-label={t(`${K}.filters`)}>
        <label>
          {t(`${K}.kind`)}{' '}
          <select data-testid="frct-log-kind" value={kind} onChange={(e) => setKind(e.target.value as KindFilter)}>
            {KIND_FILTERS.map((k) => (
              <option key={k} value={k}>{t(`${K}.kinds.${k}`)}</option>
            ))}
          </select>
        </label>
        <label>
          {t(`${K}.direction`)}{' '}
          <select data-testid="frct-log-dir" value={dir} onChange={(e) => setDir(e.target.value as DirFilter)}>
            {DIR_FILTERS.map((d) => (
              <option key={d} value={d}>{d === 'all' ? t(`${K}.allDirections`) : who(Number(d))}</option>
            ))}
          </select>
        </label>
        <label>
          {t(`${K}.text`)}{' '}
          <input type="search" data-testid="frct-log-text" value={text} placeholder={t(`${K}.textPlaceholder`)} onChange={(e) => setText(e.target.value)} />
        </label>
        <label>
          <input type="checkbox" data-testid="frct-log-follow" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> {t(`${K}.follow`)}
        </label>
      </div>
      <p className="frct-panel__hint" data-testid="frct-log-count" data-rows={rows.length} data-total={log.total}>
        {t(`${K}.count`, {
          shown: formatNumber(rows.length, lang),
          held: formatNumber(logLength(log), lang),
          total: formatNumber(log.total + log.dropped, lang),
          rxm: formatNumber(rxmCount, lang),
        })}
      </p>
      <div
        ref={boxRef}
        className="frct-log__box"
        style={{ height }}
        tabIndex={0}
        role="log"
        aria-label={t(`${K}.title`)}
        onScroll={(e) => {
          const el = e.currentTarget;
          setScrollTop(el.scrollTop);
          if (follow && el.scrollTop < autoTopRef.current - rowHeight / 2) setFollow(false);
          else if (!follow && el.scrollTop + el.clientHeight >= el.scrollHeight - rowHeight) setFollow(true);
        }}
      >
        {rows.length === 0 ? <p className="frct-panel__empty">{t(logLength(log) === 0 ? `${K}.empty` : `${K}.noMatch`)}</p> : null}
        <div style={{ height: total, position: 'relative' }}>
          {shown.map((i, j) => {
            const rxm = isRxm(log, i);
            const dsack = isDsack(log, i);
            const code = log.code[i];
            return (
              <div
                key={first + j}
                className={`frct-log__row${rxm ? ' frct-log__row--rxm' : ''}${dsack ? ' frct-log__row--dsack' : ''}${code & 1 ? ' frct-log__row--rx' : ''}`}
                style={{ top: (first + j) * rowHeight, height: rowHeight, lineHeight: `${rowHeight}px` }}
                data-testid="frct-log-row"
                data-rxm={rxm ? '1' : undefined}
              >
                <span className="frct-log__t">{formatNumber(log.t[i], lang, { digits: 6 })}</span>
                <span className={`frct-log__who frct-log__who--${code}`}>{who(code)}</span>
                {flowIds.length > 1 ? <span className="frct-log__flow">{flowIds[log.flow[i]] ?? '?'}</span> : null}
                <code className="frct-log__hdr">{headerText(log, i, names)}</code>
                {rxm ? <span className="frct-log__tag">{t(`${K}.rxmTag`)}</span> : null}
              </div>
            );
          })}
        </div>
      </div>
      {log.dropped > 0 ? <p className="frct-panel__hint">{t(`${K}.dropped`, { n: formatNumber(log.dropped, lang) })}</p> : null}
    </section>
  );
}
