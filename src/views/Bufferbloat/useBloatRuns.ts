// The bufferbloat view's runs: one configuration live in the worker, or every configuration to
// its end ("run the whole table"), plus rows opened from records. Keeps what the worker measured;
// computes no network behaviour. A newer run or a cancel makes late results be ignored.
import { useEffect, useRef, useState } from 'react';
import type { RunRecord } from '../../sim';
import { runToEnd, startLiveRun, type LiveControl } from '../../app/sim-client';
import { recordProblem, runFromRecord, type BloatRun } from './analysis';
import { appendPings, emptyLivePings, type LivePings } from './live';
import { buildScenario, configurations, PING_ID, sameSetup, type BufferbloatOptions, type Configuration } from './options';

export type Phase = 'idle' | 'running' | 'done' | 'error';
export interface RunStatus {
  phase: Phase;
  mode: 'live' | 'batch' | null;
  paused: boolean;
  cancelled: boolean;
  error: string | null;
}
const IDLE: RunStatus = { phase: 'idle', mode: null, paused: false, cancelled: false, error: null };

export interface LiveState {
  config: Configuration;
  options: BufferbloatOptions;
  data: LivePings;
}

export interface Progress {
  fraction: number;
  done: number;
  total: number;
  current: string;
}

function upsert(runs: readonly BloatRun[], run: BloatRun): BloatRun[] {
  return [...runs.filter((r) => r.key !== run.key), run];
}

export function useBloatRuns(
  start: BufferbloatOptions,
  records: readonly RunRecord[] | undefined,
  configName: (c: Configuration) => string,
  onRunError?: (message: string) => void,
) {
  const [setup, setSetup] = useState<BufferbloatOptions>(start);
  const [runs, setRuns] = useState<BloatRun[]>(() => (records ?? []).flatMap((r) => (recordProblem(r) ? [] : [runFromRecord(r, 'import')])));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [status, setStatus] = useState<RunStatus>(IDLE);
  const [live, setLive] = useState<LiveState | null>(null);
  const [progress, setProgress] = useState<Progress>({ fraction: 0, done: 0, total: 0, current: '' });
  const controlRef = useRef<LiveControl | null>(null);
  const liveDataRef = useRef<LivePings>(emptyLivePings());
  const runIdRef = useRef(0);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  // Leaving the page stops the run (and makes a batch's late results be ignored).
  useEffect(
    () => () => {
      runIdRef.current++;
      controlRef.current?.cancel();
    },
    [],
  );

  const fail = (message: string) => {
    setStatus({ ...IDLE, phase: 'error', error: message });
    onRunErrorRef.current?.(message);
  };

  /** Rows measured with other link or ping settings are not the same table: start a new one. */
  const adoptSetup = (options: BufferbloatOptions, clear: boolean) => {
    if (clear || !sameSetup(options, setup)) setRuns([]);
    setSetup(options);
  };

  const startLive = (options: BufferbloatOptions, config: Configuration) => {
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    adoptSetup(options, false);
    setRuns((rs) => rs.filter((r) => r.key !== config.key));
    setHidden((h) => {
      const next = new Set(h);
      next.delete(config.key);
      return next;
    });
    liveDataRef.current = emptyLivePings();
    setLive({ config, options, data: liveDataRef.current });
    setStatus({ ...IDLE, phase: 'running', mode: 'live' });
    controlRef.current = startLiveRun(buildScenario(options, config), options.speed, {
      onBatch(batch) {
        if (!mine()) return;
        liveDataRef.current = appendPings(liveDataRef.current, batch, PING_ID);
        const data = liveDataRef.current;
        setLive((l) => (l ? { ...l, data } : l));
      },
      onDone(record) {
        if (!mine()) return;
        controlRef.current = null;
        const d = liveDataRef.current;
        try {
          const run = runFromRecord(record, 'live', { t: d.t.data, rtt: d.rtt.data, length: d.t.length });
          setRuns((rs) => upsert(rs, run));
          setLive(null);
          setStatus({ ...IDLE, phase: 'done', mode: 'live' });
        } catch (e) {
          fail(e instanceof Error ? e.message : String(e));
        }
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        fail(message);
      },
    });
  };

  const runAll = async (options: BufferbloatOptions) => {
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    const configs = configurations(options);
    adoptSetup(options, true);
    setHidden(new Set());
    setLive(null);
    setStatus({ ...IDLE, phase: 'running', mode: 'batch' });
    const n = configs.length;
    for (let i = 0; i < n; i++) {
      const config = configs[i];
      const current = configName(config);
      setProgress({ fraction: i / n, done: i, total: n, current });
      let record: RunRecord;
      try {
        record = await runToEnd(buildScenario(options, config), (f) => {
          if (mine()) setProgress({ fraction: (i + f) / n, done: i, total: n, current });
        });
      } catch (e) {
        if (mine()) fail(e instanceof Error ? e.message : String(e));
        return;
      }
      // A cancelled batch (or a newer run) makes this result stale: drop it.
      if (!mine()) return;
      const run = runFromRecord(record, 'batch');
      setRuns((rs) => upsert(rs, run));
    }
    setProgress({ fraction: 1, done: n, total: n, current: '' });
    setStatus({ ...IDLE, phase: 'done', mode: 'batch' });
  };

  return {
    setup,
    runs,
    hidden,
    status,
    live,
    progress,
    startLive,
    runAll,
    cancel: () => {
      runIdRef.current++;
      controlRef.current?.cancel();
      controlRef.current = null;
      setLive(null);
      setStatus({ ...IDLE, cancelled: true });
    },
    togglePause: () => {
      if (status.mode !== 'live' || !controlRef.current) return;
      if (status.paused) controlRef.current.resume();
      else controlRef.current.pause();
      setStatus((s) => ({ ...s, paused: !s.paused }));
    },
    step: () => {
      if (status.mode === 'live' && status.paused) controlRef.current?.step();
    },
    setSpeed: (speed: number) => controlRef.current?.setSpeed(speed),
    /** Shows or hides a row's curves. */
    toggle: (key: string) =>
      setHidden((h) => {
        const next = new Set(h);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    /** Rows opened from records join the table. */
    add: (added: BloatRun[]) => setRuns((rs) => added.reduce(upsert, rs)),
  };
}
