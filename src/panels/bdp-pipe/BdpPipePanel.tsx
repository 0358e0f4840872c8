// The `bdp-pipe` panel: the course's path (s1, the queue at r1, the bottleneck pipe, rx) with the
// packets of a run where the engine's snapshots put them, ACKs on the way back and drops falling.
// The run must be started with `packets` (the panel's `needs`). At the shared time cursor it shows
// the snapshot of that instant (from the ones it has seen); its root carries `data-at`, the time
// of the snapshot drawn. It owns no run and computes no behaviour.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../charts/useElementWidth';
import type { DropEvents } from '../../sim';
import { useLang } from '../../i18n/useLang';
import { onRunBatch, seriesOf, useRun } from '../../store';
import { linkOf } from '../shared/linkOf';
import { useChartProfile } from '../shared/useChartProfile';
import { useRunsCursor } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { KIND_ACK, layoutPackets, pipeGeometry, WHERE_FWD, type PipeGeometry } from './layout';
import { bdpWhole, COURSE_PATH, pathModel, type PathModel } from './model';
import { attachPipeFeed, pipeFeedOf, type PipeCounts, type TimedSnapshot } from './pipeHistory';
import { PipeLabels } from './PipeLabels';
import { usePipeCanvas, type FallingDrop } from './usePipeCanvas';
import './bdpPipe.css';

/** The path of a run's scenario (the course's where the scenario does not say). */
export function pathOf(scenario: unknown): PathModel {
  const link = linkOf(scenario);
  return pathModel({
    rateMbps: link?.rateMbps ?? COURSE_PATH.rateMbps,
    delayMs: link?.rttMs ?? COURSE_PATH.delayMs,
    bufferBytes: link?.bufferBytes ?? COURSE_PATH.bufferBytes,
  });
}

function countsOf(snap: TimedSnapshot | null, geometryCounts: { inPipe: number; inQueue: number } | null, drops: number): PipeCounts {
  if (!snap || !geometryCounts) return { pipe: 0, queue: 0, acks: 0, drops, t: 0 };
  let acks = 0;
  for (let i = 0; i < snap.count; i++) if (snap.kind[i] === KIND_ACK) acks++;
  return { pipe: geometryCounts.inPipe, queue: geometryCounts.inQueue, acks, drops, t: snap.t_s };
}

export function BdpPipePanel({ runIds, height, compact }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const runId = runIds[runIds.length - 1] ?? null;
  const run = useRun(runId);
  useRunsTick(runId ? [runId] : [], 100);
  const [cursor] = useRunsCursor(runId ? [runId] : []);
  const model = useMemo(() => pathOf(run?.scenario), [run?.scenario]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef, 900);
  const fs = profile.fontSize;
  const canvasHeight = Math.round(height ?? fs * (compact ? 11 : 15));
  const geometry = useMemo(() => pipeGeometry(width, canvasHeight, fs), [width, canvasHeight, fs]);
  const { canvasRef, marksRef, dropsRef, redraw } = usePipeCanvas(width, canvasHeight, geometry, profile);

  const geometryRef = useRef<PipeGeometry>(geometry);
  const cursorRef = useRef(cursor);
  useEffect(() => {
    geometryRef.current = geometry;
    cursorRef.current = cursor;
  });
  const queueCap = model.queueFrames;
  const pipeCap = Math.max(1, Math.round(model.bdpFrames));

  // Snapshots arrive with the run's batches (the store keeps only the newest): the run's feed keeps
  // the recent ones for the cursor; this panel also starts the falling drops and draws each new one.
  useEffect(() => {
    dropsRef.current = [];
    if (!runId) return;
    const detach = attachPipeFeed(runId, seriesOf(runId)?.packets, (push) =>
      onRunBatch(runId, (batch) => push(batch.packets, batch.drops ? batch.drops.t_s.length + batch.drops.unlisted : 0)),
    );
    const off = onRunBatch(runId, (batch) => {
      const snap = batch.packets;
      const drops: DropEvents | undefined = batch.drops;
      if (cursorRef.current !== null) return;
      if (drops) {
        const g = geometryRef.current;
        const bornAt = performance.now();
        const n = Math.min(drops.t_s.length, 64);
        for (let i = 0; i < n; i++) {
          const onPipe = drops.where[i] === WHERE_FWD;
          const x = onPipe ? g.pipeX0 + drops.pos[i] * (g.pipeX1 - g.pipeX0) : g.queueX0 + 2 + (i % 8) * 3;
          dropsRef.current.push({ x, y: g.dataY, born: bornAt + i * 8 } satisfies FallingDrop);
        }
      }
      if (snap) {
        marksRef.current = layoutPackets(snap, geometryRef.current, queueCap, pipeCap);
        redraw();
      }
    });
    return () => {
      off();
      detach();
    };
  }, [runId, queueCap, pipeCap, marksRef, dropsRef, redraw]);

  // What is drawn: the snapshot at the cursor, or the newest.
  const feed = pipeFeedOf(runId);
  const shown = cursor === null ? feed.history.latest() : feed.history.at(cursor);
  const marks = shown ? layoutPackets(shown, geometry, queueCap, pipeCap) : null;
  useEffect(() => {
    marksRef.current = marks;
    redraw();
  });
  const counts = countsOf(shown, marks, feed.drops);
  const needsPackets = Boolean(run) && !run?.options.packets && run?.source === 'live';

  return (
    <div className="bdp__pipe" ref={wrapRef} data-at={shown ? shown.t_s.toFixed(3) : ''} data-cursor={cursor === null ? '' : cursor.toFixed(3)}>
      <canvas
        ref={canvasRef}
        data-testid="bdp-canvas"
        data-in-pipe={counts.pipe}
        data-in-queue={counts.queue}
        data-acks={counts.acks}
        data-drops={counts.drops}
        data-t={counts.t}
        style={{ width, height: canvasHeight }}
        aria-hidden="true"
      />
      <PipeLabels g={geometry} width={width} height={canvasHeight} counts={counts} model={model} bdp={bdpWhole(model)} profile={profile} lang={lang} compact={compact || width < 700 || canvasHeight < fs * 12} />
      {!shown ? (
        <p className="bdp__pipe-empty">{t(needsPackets || run?.source === 'record' ? 'panels.bdpPipe.needsPackets' : 'panels.noRun')}</p>
      ) : null}
      {run?.status === 'failed' ? <p className="view-field__error" role="alert">{run.error}</p> : null}
    </div>
  );
}
