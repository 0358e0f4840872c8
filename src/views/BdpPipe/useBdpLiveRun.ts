// The pipe's live packet-level run, held at one window: restarted (after a short pause, so a
// dragged slider does not start a run per step) when the window or the link changes. Each batch
// lays the packets out on the pipe, queues the drops to fall, counts what is where, and keeps
// the flow's series for the saved record. Everything network-like comes from the worker.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { startLiveRun, type LiveControl } from '../../app/sim-client';
import type { DropEvents, PacketSnapshot } from '../../sim';
import { KIND_ACK, layoutPackets, WHERE_FWD, type PacketMarks, type PipeGeometry } from './layout';
import { buildScenario, pathModel, type PathParams } from './model';
import { appendSeries, emptySeries } from './record';
import type { FallingDrop } from './usePipeCanvas';

/** Simulated seconds of a live run. */
export const LIVE_S = 600;
const RESTART_DELAY_MS = 120;

export interface PipeCounts {
  pipe: number;
  queue: number;
  acks: number;
  drops: number;
  t: number;
}

interface Canvas {
  marksRef: RefObject<PacketMarks | null>;
  dropsRef: RefObject<FallingDrop[]>;
  redraw(): void;
}

export function useBdpLiveRun(path: PathParams, cwnd: number, speed: number, geometry: PipeGeometry, canvas: Canvas, onRunError?: (message: string) => void) {
  const [paused, setPaused] = useState(false);
  const [counts, setCounts] = useState<PipeCounts>({ pipe: 0, queue: 0, acks: 0, drops: 0, t: 0 });
  const [runError, setRunError] = useState<string | null>(null);
  const seriesRef = useRef(emptySeries());
  const scenarioRef = useRef<Record<string, unknown> | null>(null);
  const controlRef = useRef<LiveControl | null>(null);
  const { marksRef, dropsRef, redraw } = canvas;
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  const speedRef = useRef(speed);
  useEffect(() => {
    speedRef.current = speed;
  }, [speed]);
  const geometryRef = useRef(geometry);
  useEffect(() => {
    geometryRef.current = geometry;
  }, [geometry]);

  useEffect(() => {
    let cancelled = false;
    const model = pathModel(path);
    const queueCap = model.queueFrames;
    const pipeCap = Math.max(1, Math.round(model.bdpFrames));
    const timer = setTimeout(() => {
      setRunError(null);
      setPaused(false);
      setCounts({ pipe: 0, queue: 0, acks: 0, drops: 0, t: 0 });
      marksRef.current = null;
      const scenario = buildScenario(path, cwnd, LIVE_S);
      scenarioRef.current = scenario;
      seriesRef.current = emptySeries();
      controlRef.current = startLiveRun(scenario, speedRef.current, {
        onBatch(batch) {
          if (cancelled) return;
          appendSeries(seriesRef.current, batch.t_s, batch.flows.s1);
          const snap: PacketSnapshot | undefined = batch.packets;
          const drops: DropEvents | undefined = batch.drops;
          if (!snap) return;
          const marks = layoutPackets(snap, geometryRef.current, queueCap, pipeCap);
          marksRef.current = marks;
          const g = geometryRef.current;
          const bornAt = performance.now();
          if (drops) {
            const n = Math.min(drops.t_s.length, 64);
            for (let i = 0; i < n; i++) {
              const onPipe = drops.where[i] === WHERE_FWD;
              const x = onPipe ? g.pipeX0 + drops.pos[i] * (g.pipeX1 - g.pipeX0) : g.queueX0 + 2 + (i % 8) * 3;
              dropsRef.current.push({ x, y: g.dataY, born: bornAt + i * 8 });
            }
          }
          redraw();
          let acks = 0;
          for (let i = 0; i < snap.count; i++) if (snap.kind[i] === KIND_ACK) acks++;
          setCounts((c) => ({
            pipe: marks.inPipe,
            queue: marks.inQueue,
            acks,
            drops: c.drops + (drops ? drops.t_s.length + drops.unlisted : 0),
            t: batch.now_s,
          }));
        },
        onDone() {},
        onError(message) {
          if (cancelled) return;
          setRunError(message);
          onRunErrorRef.current?.(message);
        },
      }, { packets: true });
    }, RESTART_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controlRef.current?.cancel();
      controlRef.current = null;
    };
  }, [path, cwnd, marksRef, dropsRef, redraw]);

  useEffect(() => {
    controlRef.current?.setSpeed(speed);
  }, [speed]);

  return {
    paused,
    counts,
    runError,
    /** The flow's series so far and the scenario of the run (for the saved record). */
    seriesRef,
    scenarioRef,
    togglePause: () => {
      if (paused) controlRef.current?.resume();
      else controlRef.current?.pause();
      setPaused(!paused);
    },
    step: () => controlRef.current?.step(),
  };
}
