// The one place that drives runs: every page asks here, nobody else calls the worker client for a
// run. A run is created in the store (src/store/runs.ts), streamed into its series
// (src/store/runSeries.ts) batch by batch, and finished with its RunRecord. Several runs may be
// live at once; each has its own handle in the worker. Before a run starts, its cost is estimated
// and a run over the browser's budget is refused (./budget.ts); a run whose worker crashed or hung
// keeps its scenario and how it was started, so it can be retried (retryRun) under the same id.
import type { PauseEvent, PauseKind, RunRecord, SampleBatch } from '../../sim';
import { runsStore, sierraStore } from '../../store';
import type { RunMeta } from '../../store';
import { appendBatchTo, dropSeries, emitBatch, emptySeries, seriesOf, setSeries } from '../../store/runSeries';
import { runParallel, runToEnd, startLiveRun, SweepCancelled, WorkerFailed, type LiveControl } from '../sim-client';
import { browserBudget, overBudget } from './budget';
import { parseRecordFile, type RecordProblem } from './parseRecord';
import { recordFromSeries } from './recordSeries';
import { overBudgetText, workerFailureText } from './runMessages';

export interface StartOptions {
  /** Who asks (a view id, a widget id): pages list their runs by owner. */
  owner: string;
  speed?: number;
  label?: string;
  /** Snapshot packets every frame (the BDP pipe animation). */
  packets?: boolean;
  /** Log every FRCT packet (the FRCT packet log). */
  frctLog?: boolean;
  /** Start held at time 0 (a lesson widget waits for its prediction; a presenter for the class). */
  paused?: boolean;
  /** Stop by itself at this kind of event (null: never); left out, the page's choice (src/store/pauseChoice.ts). */
  pauseOn?: PauseKind | null;
  /** Called once when the run ends (done, failed or cancelled). */
  onEnd?: (meta: RunMeta) => void;
}

const controls = new Map<string, LiveControl>();
/** Runs simulated side by side on the worker pool (runAllToEndInStore): cancelling one stops the pool. */
const poolCancels = new Map<string, () => void>();
const endListeners = new Map<string, (meta: RunMeta) => void>();
/** How each run was started (live or to its end, and with what), to start it again on a retry. */
const plans = new Map<string, { kind: 'live'; options: StartOptions } | { kind: 'toEnd'; options: ToEndOptions }>();
/** Runs that failed because their worker crashed or hung: the scenario may be fine, a retry may work. */
const retryable = new Set<string>();
let counter = 0;

function newId(owner: string): string {
  counter += 1;
  return `${owner}#${counter}`;
}

function ended(id: string): void {
  controls.delete(id);
  const meta = runsStore.get(id);
  const listener = endListeners.get(id);
  endListeners.delete(id);
  if (meta && listener) listener(meta);
}

/** The refusal message of a scenario over the browser's budget, or null when it may run. */
function refusalOf(scenario: unknown): string | null {
  const over = overBudget(scenario, browserBudget());
  return over ? overBudgetText(over) : null;
}

/** The message of a run whose worker failed (it becomes retryable), or the engine's own. */
function failureOf(id: string, message: string, workerFailed: boolean): string {
  if (!workerFailed) return message;
  if (runsStore.get(id)) retryable.add(id);
  return workerFailureText(message);
}

/**
 * Starts a live run paced to wall time x speed. A scenario the engine refuses ends as 'failed'
 * with its message; one over the browser's budget ends 'failed' at once, with the estimate and
 * the limit, and no worker is asked.
 */
export function startRun(scenario: unknown, o: StartOptions): string {
  const id = newId(o.owner);
  startLiveAs(id, scenario, o);
  return id;
}

function startLiveAs(id: string, scenario: unknown, o: StartOptions): void {
  const speed = o.speed ?? 1;
  const pauseOn = o.pauseOn === undefined ? sierraStore.getState().pauseChoice : o.pauseOn;
  plans.set(id, { kind: 'live', options: o });
  retryable.delete(id);
  const refusal = refusalOf(scenario);
  setSeries(id, emptySeries());
  runsStore.add({
    id, scenario, owner: o.owner, label: o.label, status: refusal ? 'failed' : o.paused ? 'paused' : 'running', speed, source: 'live',
    summary: null, record: null, error: refusal, options: { packets: o.packets, frctLog: o.frctLog, pauseOn }, stop: null,
  });
  if (o.onEnd) endListeners.set(id, o.onEnd);
  if (refusal) {
    // Told after startRun has returned the id, as a run the worker refused would be.
    queueMicrotask(() => ended(id));
    return;
  }
  const control = startLiveRun(scenario, speed, {
    onBatch(batch: SampleBatch) {
      const s = seriesOf(id);
      if (!s) return;
      appendBatchTo(s, batch);
      emitBatch(id, batch);
      runsStore.bump(id, batch.now_s);
    },
    onDone(record: RunRecord) {
      const s = seriesOf(id);
      // The live record carries no series (they came batch by batch): put them back for export.
      const full = s ? recordFromSeries(record, s) : record;
      runsStore.patch(id, { status: 'done', record: full, summary: record.summary, scenario: record.scenario });
      ended(id);
    },
    onError(message: string, workerFailed?: boolean) {
      runsStore.patch(id, { status: 'failed', error: failureOf(id, message, workerFailed === true) });
      ended(id);
    },
    onEvent(event: PauseEvent) {
      // The worker paused the run at the moment it watched for (or a step went past one).
      const meta = runsStore.get(id);
      if (meta && (meta.status === 'running' || meta.status === 'paused')) runsStore.patch(id, { status: 'paused', stop: event });
    },
  }, { packets: o.packets, frctLog: o.frctLog }, o.paused ?? false, pauseOn);
  controls.set(id, control);
}

/** Whether a failed run can be started again: its worker crashed or hung (a refused scenario would be refused again). */
export function canRetryRun(id: string): boolean {
  return retryable.has(id) && plans.has(id) && runsStore.get(id)?.status === 'failed';
}

/**
 * Starts a failed run's scenario again, the same way (live at its last speed, or to its end),
 * under the same owner and the same id, so every page showing it shows the new attempt.
 */
export function retryRun(id: string): void {
  const meta = runsStore.get(id);
  const plan = plans.get(id);
  if (!meta || !plan || !canRetryRun(id)) return;
  // Asked for now: not held at time 0 again (a widget's first start may have waited for a prediction).
  if (plan.kind === 'live') startLiveAs(id, meta.scenario, { ...plan.options, paused: false, speed: meta.speed, pauseOn: meta.options.pauseOn });
  else void runToEndAs(id, meta.scenario, plan.options);
}

export function pauseRun(id: string): void {
  const c = controls.get(id);
  if (!c || runsStore.get(id)?.status !== 'running') return;
  c.pause();
  runsStore.patch(id, { status: 'paused' });
}

export function resumeRun(id: string): void {
  const c = controls.get(id);
  if (!c || runsStore.get(id)?.status !== 'paused') return;
  c.resume();
  runsStore.patch(id, { status: 'running', stop: null });
}

/** While paused: one sample period forward. */
export function stepRun(id: string): void {
  if (runsStore.get(id)?.status === 'paused') controls.get(id)?.step();
}

/** While paused: one round trip forward (the run's first TCP flow's smoothed RTT). */
export function stepRunRtt(id: string): void {
  if (runsStore.get(id)?.status === 'paused') controls.get(id)?.stepRtt?.();
}

/** While paused: on, as fast as it goes, to the next event of `kind` (default: what the run stops at), and pause there. */
export function stepRunEvent(id: string, kind?: PauseKind): void {
  const meta = runsStore.get(id);
  const c = controls.get(id);
  const k = kind ?? meta?.options.pauseOn ?? null;
  if (!meta || !c?.stepEvent || meta.status !== 'paused' || k === null) return;
  c.stepEvent(k);
  runsStore.patch(id, { status: 'running', stop: null, options: { ...meta.options, pauseOn: k } });
}

/** What a live run stops at by itself from now on (null: nothing). */
export function setRunPauseOn(id: string, kind: PauseKind | null): void {
  const meta = runsStore.get(id);
  const c = controls.get(id);
  if (!meta || !c) return;
  c.setPauseOn?.(kind);
  runsStore.patch(id, { options: { ...meta.options, pauseOn: kind } });
}

export function setRunSpeed(id: string, speed: number): void {
  controls.get(id)?.setSpeed(speed);
  if (runsStore.get(id)) runsStore.patch(id, { speed });
}

export function cancelRun(id: string): void {
  const stopPool = poolCancels.get(id);
  if (stopPool) return stopPool();
  const c = controls.get(id);
  if (!c) return;
  c.cancel();
  runsStore.patch(id, { status: 'cancelled' });
  ended(id);
}

/** Cancels a run if live and forgets it with its series. */
export function removeRun(id: string): void {
  cancelRun(id);
  endListeners.delete(id);
  plans.delete(id);
  retryable.delete(id);
  dropSeries(id);
  runsStore.remove(id);
}

/** Forgets every run of an owner (a page that unmounts, a form that starts afresh). */
export function removeRunsOf(owner: string): void {
  for (const id of runsStore.ids().filter((x) => runsStore.get(x)?.owner === owner)) removeRun(id);
}

/** Puts a finished RunRecord in the store as a run (its series, if any, become the run's series). */
export function addRecord(record: RunRecord, owner: string, label?: string): string {
  const id = newId(owner);
  const s = emptySeries();
  fillSeriesFromRecord(s, record);
  setSeries(id, s);
  runsStore.add({
    id, scenario: record.scenario, owner, label, status: 'done', speed: 1, source: 'record',
    summary: record.summary, record, error: null, options: {},
  });
  runsStore.bump(id, s.nowS);
  return id;
}

/** Reads a file's text through the one validating parser; on success each record becomes a run. */
export function loadRecordFile(text: string, owner: string): { ok: true; ids: string[]; otherEngine: string[] } | { ok: false; problem: RecordProblem } {
  const parsed = parseRecordFile(text);
  if (!parsed.ok) return parsed;
  return { ok: true, ids: parsed.records.map((r) => addRecord(r, owner)), otherEngine: parsed.otherEngine };
}

interface ToEndOptions {
  owner: string;
  label?: string;
  onProgress?: (f: number) => void;
}

/** Simulates to the end as fast as possible (no pacing), then shows it as a finished run; over the budget, 'failed' at once. */
export function runToEndInStore(scenario: unknown, o: ToEndOptions): Promise<string> {
  return runToEndAs(newId(o.owner), scenario, o);
}

function runToEndAs(id: string, scenario: unknown, o: ToEndOptions): Promise<string> {
  plans.set(id, { kind: 'toEnd', options: o });
  retryable.delete(id);
  const refusal = refusalOf(scenario);
  setSeries(id, emptySeries());
  runsStore.add({ id, scenario, owner: o.owner, label: o.label, status: refusal ? 'failed' : 'running', speed: 0, source: 'live', summary: null, record: null, error: refusal, options: {} });
  if (refusal) return Promise.resolve(id);
  return runToEnd(scenario, o.onProgress).then(
    (record) => {
      showRecord(id, record);
      return id;
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      runsStore.patch(id, { status: 'failed', error: failureOf(id, message, error instanceof WorkerFailed) });
      return id;
    },
  );
}

/** A run simulated to its end becomes a finished run with the record's series. */
function showRecord(id: string, record: RunRecord): void {
  const s = emptySeries();
  fillSeriesFromRecord(s, record);
  setSeries(id, s);
  runsStore.patch(id, { status: 'done', record, summary: record.summary, scenario: record.scenario, source: 'record' });
  runsStore.bump(id, s.nowS);
}

/**
 * Several scenarios simulated to their end side by side on the worker pool (a comparison, where
 * the pool is what makes it fast): each is a run of the store, 'queued', then 'running' with its
 * progress as its simulated time reached, then 'done' with its record, or 'failed' with its own
 * message (the others go on). Cancelling any of them stops the pool: the unfinished end
 * 'cancelled'. Returns the runs' ids at once, in the scenarios' order.
 */
export function runAllToEndInStore(scenarios: readonly unknown[], o: { owner: string; labels?: readonly string[] }): string[] {
  // A scenario over the budget fails at once; the pool gets the others (`ids` in the pool's order).
  const all: string[] = [];
  const ids: string[] = [];
  const accepted: unknown[] = [];
  scenarios.forEach((scenario, i) => {
    const id = newId(o.owner);
    const refusal = refusalOf(scenario);
    all.push(id);
    plans.set(id, { kind: 'toEnd', options: { owner: o.owner, label: o.labels?.[i] } });
    setSeries(id, emptySeries());
    runsStore.add({ id, scenario, owner: o.owner, label: o.labels?.[i], status: refusal ? 'failed' : 'queued', speed: 0, source: 'live', summary: null, record: null, error: refusal, options: {} });
    if (refusal) return;
    ids.push(id);
    accepted.push(scenario);
  });
  if (accepted.length === 0) return all;
  const open = new Set(ids);
  const close = (id: string, patch?: Partial<RunMeta>) => {
    open.delete(id);
    poolCancels.delete(id);
    if (patch && runsStore.get(id)) runsStore.patch(id, patch);
  };
  const handle = runParallel(accepted, {
    onProgress(i, fraction) {
      const id = ids[i];
      const meta = runsStore.get(id);
      if (!meta || !open.has(id)) return;
      if (meta.status === 'queued') runsStore.patch(id, { status: 'running' });
      runsStore.bump(id, fraction * Number((meta.scenario as { duration_s?: number } | null)?.duration_s ?? 0));
    },
    onRecord(i, record) {
      if (!open.has(ids[i])) return;
      close(ids[i]);
      if (runsStore.get(ids[i])) showRecord(ids[i], record);
    },
    onRunError(i, message) {
      if (open.has(ids[i])) close(ids[i], { status: 'failed', error: message });
    },
  });
  const stop = () => {
    for (const id of [...open]) close(id, { status: 'cancelled' });
    handle.cancel();
  };
  for (const id of ids) poolCancels.set(id, stop);
  handle.done.then(
    () => undefined,
    (e: unknown) => {
      // A worker that crashed fails the runs it left unfinished (a cancel has closed them already).
      const message = e instanceof SweepCancelled ? null : e instanceof Error ? e.message : String(e);
      for (const id of [...open]) close(id, message === null ? { status: 'cancelled' } : { status: 'failed', error: failureOf(id, message, true) });
    },
  );
  return all;
}

/** A record's JSON series as one batch (null -> NaN). */
function fillSeriesFromRecord(s: ReturnType<typeof emptySeries>, record: RunRecord): void {
  const series = record.series;
  if (!series) return;
  const n = series.t_s.length;
  const floats = (a: ArrayLike<number | null> | undefined, len = n) => {
    const out = new Float64Array(len).fill(NaN);
    if (a) for (let i = 0; i < Math.min(len, a.length); i++) out[i] = a[i] === null ? NaN : Number(a[i]);
    return out;
  };
  const flows: Record<string, Record<string, Float64Array>> = {};
  for (const [id, named] of Object.entries(series.flows ?? {})) {
    flows[id] = {};
    for (const [name, values] of Object.entries(named)) flows[id][name] = floats(values);
  }
  const pings: Record<string, { t_s: Float64Array; rtt_ms: Float64Array }> = {};
  for (const [id, p] of Object.entries(series.pings ?? {})) pings[id] = { t_s: floats(p.t_s, p.t_s.length), rtt_ms: floats(p.rtt_ms, p.t_s.length) };
  const batch: SampleBatch = {
    now_s: n > 0 ? Number(series.t_s[n - 1]) : record.scenario.duration_s,
    done: true,
    t_s: floats(series.t_s),
    queue_bytes: floats(series.queue_bytes),
    flows,
    pings,
    counters: { events: record.summary.events, queue_drops: record.summary.queue.drops, pings_sent: 0, pings_lost: 0 },
  };
  appendBatchTo(s, batch);
  s.nowS = record.scenario.duration_s;
}

/** For tests and the debug hooks: the live controls held. */
export function liveRunCount(): number {
  return controls.size;
}
