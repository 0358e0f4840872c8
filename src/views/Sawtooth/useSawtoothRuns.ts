// The sawtooth's runs and their life cycle: live runs in the worker (one after another for the
// demo), pause, step, cancel, and runs drawn from saved records. Holds no network behaviour: the
// worker streams the series, this keeps them (at most MAX_RUNS on screen).
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { startLiveRun, type LiveControl } from '../../app/sim-client';
import { INITIAL_RUN, runReducer } from '../shared/runState';
import { appendBatch, emptyRun, finishRun, runsFromRecord, type RecordLike, type RunData } from './live';
import { buildScenario, FLOW_ID, optionsFromScenario, type SawtoothOptions } from './options';

export const MAX_RUNS = 6;

/** The runs one or more saved records hold, each with the options its scenario had. */
export function runsOfRecords(record: RecordLike | readonly RecordLike[] | undefined, fallback: SawtoothOptions): RunData[] {
  if (!record) return [];
  const list = (Array.isArray(record) ? record : [record]) as RecordLike[];
  const out: RunData[] = [];
  for (const r of list) {
    for (const run of runsFromRecord(r, out.length + 1, optionsFromScenario(r.scenario, fallback))) {
      out.push({ ...run, options: optionsFromScenario(r.scenario, fallback, run.flowId) });
    }
  }
  return out;
}

export function useSawtoothRuns(record: RecordLike | readonly RecordLike[] | undefined, start: SawtoothOptions, onRunError?: (message: string) => void) {
  const [run, dispatch] = useReducer(runReducer, INITIAL_RUN);
  const [runs, setRuns] = useState<RunData[]>(() => runsOfRecords(record, start));
  const [fromRecord, setFromRecord] = useState(() => Boolean(record));
  const [activeKey, setActiveKey] = useState<number | null>(null);
  const controlRef = useRef<LiveControl | null>(null);
  const queueRef = useRef<SawtoothOptions[]>([]);
  const keyRef = useRef(runs.length);
  const runIdRef = useRef(0);
  const speedRef = useRef(start.speed);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  // Leaving the page stops the run.
  useEffect(() => () => controlRef.current?.cancel(), []);

  const launchRef = useRef<((o: SawtoothOptions, id: number) => void) | null>(null);
  const launch = useCallback((o: SawtoothOptions, id: number) => {
    const key = ++keyRef.current;
    const mine = () => id === runIdRef.current;
    setRuns((rs) => [...rs.slice(-(MAX_RUNS - 1)), emptyRun(key, o, FLOW_ID)]);
    setActiveKey(key);
    const update = (f: (r: RunData) => RunData) => setRuns((rs) => rs.map((r) => (r.key === key ? f(r) : r)));
    controlRef.current = startLiveRun(buildScenario(o), speedRef.current, {
      onBatch(batch) {
        if (mine()) update((r) => appendBatch(r, batch));
      },
      onDone(rec) {
        if (!mine()) return;
        update((r) => finishRun(r, rec));
        const next = queueRef.current.shift();
        if (next) launchRef.current?.(next, id);
        else {
          controlRef.current = null;
          setActiveKey(null);
          dispatch({ type: 'done' });
        }
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        queueRef.current = [];
        setActiveKey(null);
        dispatch({ type: 'error', message });
        onRunErrorRef.current?.(message);
      },
    });
  }, []);
  useEffect(() => {
    launchRef.current = launch;
  }, [launch]);

  /** Runs `list` one after another; `fresh` clears the runs on screen first. */
  const startRuns = useCallback(
    (list: SawtoothOptions[], fresh: boolean) => {
      controlRef.current?.cancel();
      const id = ++runIdRef.current;
      speedRef.current = list[0].speed;
      if (fresh) setRuns([]);
      setFromRecord(false);
      queueRef.current = list.slice(1);
      dispatch({ type: 'start' });
      launch(list[0], id);
    },
    [launch],
  );

  const cancel = useCallback(() => {
    runIdRef.current++;
    queueRef.current = [];
    controlRef.current?.cancel();
    controlRef.current = null;
    setActiveKey(null);
    dispatch({ type: 'cancel' });
  }, []);

  return {
    run,
    runs,
    fromRecord,
    activeKey,
    startRuns,
    cancel,
    pause: () => {
      controlRef.current?.pause();
      dispatch({ type: 'pause' });
    },
    resume: () => {
      controlRef.current?.resume();
      dispatch({ type: 'resume' });
    },
    step: () => controlRef.current?.step(),
    clear: () => {
      setRuns([]);
      setFromRecord(false);
    },
    /** Draws runs read from records instead of what is on screen (a live run stops). */
    load: (loaded: RunData[]) => {
      if (controlRef.current) cancel();
      keyRef.current = loaded.length;
      setRuns(loaded.slice(-MAX_RUNS));
      setFromRecord(true);
    },
    speed: () => speedRef.current,
    setSpeed: (speed: number) => {
      speedRef.current = speed;
      controlRef.current?.setSpeed(speed);
    },
  };
}
