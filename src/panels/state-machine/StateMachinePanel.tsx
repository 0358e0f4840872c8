// The `state-machine` panel: the TCP sender's states as the course notes draw them, with the
// state of the run lit and each transition flashing as it happens (live), or, at the shared time
// cursor, the state at that instant and the last transition before it. Read off the sender's
// series (cwnd, ssthresh and the CA state code, src/panels/shared/caStates.ts); it computes no
// behaviour. The root carries `data-at` (the time shown) and `data-state`.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sampleIndexAt, seriesOf, useRunMetas } from '../../store';
import { seriesNamed, tcpTraces } from '../shared/tcpTraces';
import { useChartProfile } from '../shared/useChartProfile';
import { useRunsCursor } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { EDGES, NODES, START, VIEW_H, VIEW_W } from './diagram';
import { edgeCounts, lastTransition, SM_EDGES, SM_STATES, stateAt, transitionsOf, type SmSeries } from './transitions';
import './stateMachine.css';

export function StateMachinePanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const tick = useRunsTick(runIds);
  const metas = useRunMetas(runIds);
  const [cursor] = useRunsCursor(runIds);
  const lastId = runIds[runIds.length - 1];
  const trace = useMemo(() => {
    const i = runIds.length - 1;
    if (i < 0) return null;
    return tcpTraces([{ meta: metas[i], series: seriesOf(lastId) }], profile.series, (options as { flow?: string } | undefined)?.flow)[0] ?? null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
  }, [runIds, lastId, metas, profile.series, options, tick]);

  const series: SmSeries | null = trace
    ? { t: trace.t.data, cwnd: seriesNamed(trace, 'cwnd').data, ssthresh: seriesNamed(trace, 'ssthresh').data, state: seriesNamed(trace, 'state').data, length: trace.t.length }
    : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the series object is rebuilt each render; its length says when it grew
  const transitions = useMemo(() => (series ? transitionsOf(series) : []), [trace, series?.length]);
  const n = series?.length ?? 0;
  const index = series && n > 0 ? (cursor === null ? n - 1 : sampleIndexAt(trace!.t, cursor)) : -1;
  const state = series && index >= 0 ? stateAt(series, index) : null;
  const at = cursor ?? (n > 0 ? trace!.t.data[n - 1] : null);
  const lit = lastTransition(transitions, cursor);
  const counts = edgeCounts(transitions, cursor);

  // A transition that just happened in a streaming run flashes once (not while scrubbing).
  const seen = useRef(0);
  const [flash, setFlash] = useState<{ edge: string; key: number } | null>(null);
  useEffect(() => {
    if (transitions.length > seen.current && cursor === null && trace?.live) {
      const newest = transitions[transitions.length - 1];
      setFlash({ edge: newest.edge, key: transitions.length });
    }
    seen.current = transitions.length;
  }, [transitions, cursor, trace?.live]);

  const svgH = height ?? undefined;
  const edgeLabel = (id: string) => t(`panels.stateMachine.edge.${id}`);
  return (
    <figure
      className={`sm-panel${compact ? ' sm-panel--compact' : ''}`}
      data-at={at === null ? '' : at.toFixed(3)}
      data-state={state ?? ''}
      data-transitions={transitions.length}
    >
      {/* On a phone the diagram keeps a readable size and scrolls sideways (stateMachine.css). */}
      <div className="sm-panel__scroll" tabIndex={0} role="region" aria-label={t('panels.stateMachine.title')}>
        <svg
          className="sm-panel__svg"
          viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
          width="100%"
          height={svgH}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={t('panels.stateMachine.aria', { state: state ? t(`panels.stateMachine.state.${state}`) : t('panels.stateMachine.none') })}
          style={{ fontFamily: profile.fontFamily }}
        >
          <defs>
            <marker id="sm-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="10" markerHeight="10" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="currentColor" />
            </marker>
          </defs>
          <g className="sm-start">
            <path d={START.d} markerEnd="url(#sm-arrow)" />
            <text x={START.label.x} y={START.label.y}>{t('panels.stateMachine.start')}</text>
          </g>
          {SM_EDGES.map((e) => {
            const g = EDGES[e.id];
            const isLit = lit?.edge === e.id;
            const isFlash = flash?.edge === e.id;
            return (
              <g
                key={isFlash ? `${e.id}:${flash?.key}` : e.id}
                className={`sm-edge${isLit ? ' sm-edge--lit' : ''}${isFlash ? ' sm-edge--flash' : ''}`}
                data-edge={e.id}
                data-count={counts[e.id]}
                data-lit={isLit ? '1' : '0'}
              >
                <path d={g.d} markerEnd="url(#sm-arrow)" />
                <text x={g.label.x} y={g.label.y} textAnchor={g.label.anchor}>{edgeLabel(e.id)}</text>
              </g>
            );
          })}
          {SM_STATES.map((s) => {
            const b = NODES[s];
            const on = state === s;
            return (
              <g key={s} className={`sm-node sm-node--${s}${on ? ' sm-node--on' : ''}`} data-node={s} data-on={on ? '1' : '0'}>
                <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={10} />
                <text x={b.x + b.w / 2} y={b.y + 25} textAnchor="middle" className="sm-node__name">{t(`panels.stateMachine.state.${s}`)}</text>
                <text x={b.x + b.w / 2} y={b.y + 45} textAnchor="middle" className="sm-node__rule">{t(`panels.stateMachine.rule.${s}`)}</text>
                {s === 'recovery' ? (
                  <text x={b.x + b.w / 2} y={b.y + 64} textAnchor="middle" className="sm-node__rule">{t('panels.stateMachine.rule.recoveryDup')}</text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="sm-panel__hint">{t('panels.stateMachine.scrollHint')}</p>
      {compact ? null : (
        <figcaption className="sm-panel__caption" data-testid="sm-caption">
          {at === null
            ? t('panels.noRun')
            : t(cursor === null ? 'panels.stateMachine.now' : 'panels.stateMachine.atCursor', {
                time: formatSeconds(at, lang, { digits: 2 }),
                state: state ? t(`panels.stateMachine.state.${state}`) : t('panels.stateMachine.none'),
              })}
          {counts.other > 0 ? ` ${t('panels.stateMachine.other', { count: counts.other })}` : ''}
        </figcaption>
      )}
    </figure>
  );
}
