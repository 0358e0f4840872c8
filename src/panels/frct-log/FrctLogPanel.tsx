// The `frct-log` panel: one line per FRCT packet at an endpoint of a run (time, who, flags, seq,
// ack, SACK blocks), filterable, retransmissions highlighted. The run must be started with
// `frctLog` (PanelDef.needs); its log is fed from the run's raw batches (logFeed.ts). Only the
// rows in view are rendered (fixed row height), redrawn at most every UI_PERIOD_MS, so a 100
// Mbit/s run streaming thousands of lines a second stays smooth; while "follow" is on the list
// keeps to its newest line. Screen readers are not handed every packet: the list is a plain
// scrollable region, and a polite status line says the counts at most every couple of seconds.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf } from '../../store';
import { frctFlowIds } from '../frct/frctData';
import { useChartProfile } from '../shared/useChartProfile';
import type { PanelProps } from '../types';
import { useShownRun } from '../useShownRun';
import { createAnnouncer, type Clock } from './announce';
import { feedFrctLog, type LogFeed } from './logFeed';
import { DIR_FILTERS, KIND_FILTERS, filterLog, headerText, isDsack, isRxm, logLength, type DirFilter, type KindFilter } from './logStore';
import '../frct/frct.css';

const K = 'panels.frctLog';
const VISIBLE_ROWS = 14;
const OVERSCAN = 6;
const UI_PERIOD_MS = 100;

/** Re-renders at most every UI_PERIOD_MS while entries arrive. */
function useFeedVersion(feed: LogFeed | null): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!feed) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = feed.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = null;
        setVersion(feed.version);
      }, UI_PERIOD_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [feed]);
  return version;
}

const PAGE_CLOCK: Clock = {
  now: () => performance.now(),
  setTimeout: (f, ms) => setTimeout(f, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** The polite status text, changed at most once per announcer period. */
function useAnnounced(text: string): string {
  const [said, setSaid] = useState('');
  const announcer = useMemo(() => createAnnouncer(setSaid, PAGE_CLOCK), []);
  useEffect(() => () => announcer.dispose(), [announcer]);
  useEffect(() => announcer.offer(text), [announcer, text]);
  return said;
}

export function FrctLogPanel({ runIds, height, compact }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const { runId, meta } = useShownRun(runIds);
  const logged = Boolean(meta && meta.source === 'live' && meta.options.frctLog);
  const feed = useMemo(() => (runId && logged ? feedFrctLog(runId) : null), [runId, logged]);
  const version = useFeedVersion(feed);
  const [kind, setKind] = useState<KindFilter>('all');
  const [dir, setDir] = useState<DirFilter>('all');
  const [text, setText] = useState('');
  const [follow, setFollow] = useState(true);
  const [scrollTop, setScrollTop] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const rowHeight = Math.round(profile.fontSize * 1.7);
  const names = runId ? (seriesOf(runId)?.frctNames ?? null) : null;
  const flowIds = useMemo(() => frctFlowIds(meta?.scenario), [meta?.scenario]);
  const log = feed?.log ?? null;

  // `version` stands for the ring written in place since the last render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rows = useMemo(() => (log ? filterLog(log, kind, dir, text, names) : new Int32Array(0)), [log, kind, dir, text, names, version]);
  const chrome = compact ? 3.5 : 6;
  const visible = height ? Math.max(4, Math.floor((height - profile.fontSize * chrome * 1.6) / rowHeight)) : compact ? 6 : VISIBLE_ROWS;
  const boxHeight = rowHeight * visible;
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
  }, [follow, total, version]); // eslint-disable-line react-hooks/exhaustive-deps -- scrollTop is what it sets

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + boxHeight) / rowHeight) + OVERSCAN);
  const shown: number[] = [];
  for (let k = first; k < last; k++) shown.push(rows[k]);

  const who = (code: number) => t(`${K}.dir.${code}`);
  const rxmShown = useMemo(() => {
    let c = 0;
    if (log) for (let k = 0; k < rows.length; k++) if (isRxm(log, rows[k])) c++;
    return c;
  }, [rows, log]);
  const held = log ? logLength(log) : 0;
  const totalLogged = log ? log.total + log.dropped : 0;
  const spoken = useAnnounced(
    feed
      ? t(`${K}.spoken`, {
          total: formatNumber(totalLogged, lang),
          count: totalLogged,
          rxm: t(`${K}.spokenRxm`, { n: formatNumber(feed.rxm, lang), count: feed.rxm }),
          sack: formatNumber(feed.sack, lang),
        })
      : '',
  );

  if (!logged) {
    return (
      <section className="frct-panel frct-log" aria-label={t(`${K}.title`)} data-testid="frct-log">
        {compact ? null : <h2 className="frct-panel__title">{t(`${K}.title`)}</h2>}
        <p className="frct-panel__hint" data-testid="frct-log-none">
          {t(!meta ? `${K}.empty` : meta.source === 'record' ? `${K}.noLogInFile` : `${K}.notLogged`)}
        </p>
      </section>
    );
  }
  return (
    <section className={`frct-panel frct-log${compact ? ' frct-panel--compact' : ''}`} aria-label={t(`${K}.title`)} data-testid="frct-log">
      {compact ? null : <h2 className="frct-panel__title">{t(`${K}.title`)}</h2>}
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
      <p className="frct-panel__hint" data-testid="frct-log-count" data-rows={rows.length} data-total={log?.total ?? 0}>
        {t(`${K}.count`, {
          shown: formatNumber(rows.length, lang),
          count: rows.length,
          kept: t(`${K}.kept`, { n: formatNumber(held, lang), count: held }),
          logged: t(`${K}.logged`, { n: formatNumber(totalLogged, lang), count: totalLogged }),
          rxm: t(`${K}.rxmShown`, { n: formatNumber(rxmShown, lang), count: rxmShown }),
        })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="frct-log-status">{spoken}</p>
      <div
        ref={boxRef}
        className="frct-log__box"
        style={{ height: boxHeight }}
        tabIndex={0}
        role="region"
        aria-label={t(`${K}.listLabel`)}
        data-testid="frct-log-box"
        onScroll={(e) => {
          const el = e.currentTarget;
          setScrollTop(el.scrollTop);
          if (follow && el.scrollTop < autoTopRef.current - rowHeight / 2) setFollow(false);
          else if (!follow && el.scrollTop + el.clientHeight >= el.scrollHeight - rowHeight) setFollow(true);
        }}
      >
        {rows.length === 0 ? <p className="frct-panel__empty">{t(held === 0 ? `${K}.empty` : `${K}.noMatch`)}</p> : null}
        <div style={{ height: total, position: 'relative' }}>
          {log
            ? shown.map((i, j) => {
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
              })
            : null}
        </div>
      </div>
      {log && log.dropped > 0 ? <p className="frct-panel__hint">{t(`${K}.dropped`, { n: formatNumber(log.dropped, lang), count: log.dropped })}</p> : null}
    </section>
  );
}
