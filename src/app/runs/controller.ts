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
import { fillSeriesFromRecord, recordFromSeries } from './recordSeries';
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

/**
 * Owners whose live runs share one clock in the worker (side by side: `<view>:a` and `<view>:b`):
 * their runs advance, pause, step, stop at events and change speed together. A launch of n runs
 * (`expect(n)`) holds each at time 0 until the n have started, then releases them at once, so
 * they stand at the same simulated time from the first frame on.
 */
interface ClockGroup {
  id: number;
  owners: ReadonlySet<string>;
  speed: number | null;
  expecting: number;
  held: string[];
  timer: ReturnType<typeof setTimeout> | null;
}
const groups = new Map<number, ClockGroup>();
let clockCounter = 0;
/** A launch whose runs do not all start (a form refused) releases those that did after this long. */
const RELEASE_AFTER_MS = 1000;

function groupOf(owner: string | undefined): ClockGroup | undefined {
  if (owner === undefined) return undefined;
  for (const g of groups.values()) if (g.owners.has(owner)) return g;
  return undefined;
}

/** The live runs on the same clock as `id` (itself included; just itself when it has none). */
function clockMates(id: string): string[] {
  const g = groupOf(runsStore.get(id)?.owner);
  if (!g) return [id];
  return runsStore.ids().filter((x) => controls.has(x) && g.owners.has(runsStore.get(x)?.owner ?? ''));
}

function release(g: ClockGroup): void {
  if (g.timer !== null) clearTimeout(g.timer);
  g.timer = null;
  g.expecting = 0;
  // One resume reaches the shared clock; each held run is asked, in case one failed to start.
  for (const id of g.held.splice(0)) controls.get(id)?.resume();
}

export interface RunClock {
  /** The next `n` runs these owners start make one launch: held at time 0, released together. */
  expect(n: number): void;
  /** The clock's speed: of the runs going, and of those started from now on. */
  setSpeed(speed: number): void;
  /** The owners are on their own again (their runs already going keep their shared clock). */
  close(): void;
}

/** Puts the live runs of `owners` on one clock from now on (side by side). */
export function linkClock(owners: readonly string[]): RunClock {
  clockCounter += 1;
  const g: ClockGroup = { id: clockCounter, owners: new Set(owners), speed: null, expecting: 0, held: [], timer: null };
  groups.set(g.id, g);
  return {
    expect(n) {
      if (g.timer !== null) clearTimeout(g.timer);
      g.expecting = n;
      g.held = [];
      g.timer = n > 0 ? setTimeout(() => release(g), RELEASE_AFTER_MS) : null;
    },
    setSpeed(speed) {
      g.speed = speed;
      const going = runsStore.ids().find((x) => controls.has(x) && g.owners.has(runsStore.get(x)?.owner ?? ''));
      if (going) setRunSpeed(going, speed);
    },
    close() {
      if (g.timer !== null) clearTimeout(g.timer);
      release(g);
      groups.delete(g.id);
    },
  };
}

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
  const group = groupOf(o.owner);
  const speed = group?.speed ?? o.speed ?? 1;
  if (group) group.speed = speed;
  const pauseOn = o.pauseOn === undefined ? sierraStore.getState().pauseChoice : o.pauseOn;
  // On a shared clock: part of a launch (held until all have started), or joining the others' pause.
  const mates = group ? runsStore.ids().filter((x) => x !== id && controls.has(x) && group.owners.has(runsStore.get(x)?.owner ?? '')) : [];
  const held = group !== undefined && group.expecting > 0;
  const joinsPaused = !held && mates.some((x) => runsStore.get(x)?.status === 'paused');
  const paused = (o.paused ?? false) || joinsPaused;
  plans.set(id, { kind: 'live', options: o });
  retryable.delete(id);
  const refusal = refusalOf(scenario);
  setSeries(id, emptySeries());
  runsStore.add({
    id, scenario, owner: o.owner, label: o.label, status: refusal ? 'failed' : paused ? 'paused' : 'running', speed, source: 'live',
    summary: null, record: null, error: refusal, options: { packets: o.packets, frctLog: o.frctLog, pauseOn }, stop: null,
  });
  if (o.onEnd) endListeners.set(id, o.onEnd);
  if (held && group) group.expecting -= 1;
  if (refusal) {
    // Told after startRun has returned the id, as a run the worker refused would be.
    queueMicrotask(() => ended(id));
    if (group && held && group.expecting === 0) queueMicrotask(() => release(group));
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
      // The worker paused the run at the moment it watched for (or a step went past one); its clock's other runs with it.
      const meta = runsStore.get(id);
      if (meta && (meta.status === 'running' || meta.status === 'paused')) runsStore.patch(id, { status: 'paused', stop: event });
      for (const x of clockMates(id)) if (x !== id && runsStore.get(x)?.status === 'running') runsStore.patch(x, { status: 'paused' });
    },
  }, { packets: o.packets, frctLog: o.frctLog }, paused || held, pauseOn, group?.id ?? null);
  controls.set(id, control);
  if (held && group) {
    if (!o.paused) group.held.push(id);
    if (group.expecting === 0) release(group);
  }
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

/** Sets `from` runs on `id`'s clock (itself included) to `patch`. */
function patchMates(id: string, from: RunMeta['status'], patch: Partial<RunMeta>): void {
  for (const x of clockMates(id)) if (runsStore.get(x)?.status === from) runsStore.patch(x, patch);
}

/** Pauses a live run (and the runs on its clock: one call reaches the shared clock). */
export function pauseRun(id: string): void {
  const c = controls.get(id);
  if (!c || runsStore.get(id)?.status !== 'running') return;
  c.pause();
  patchMates(id, 'running', { status: 'paused' });
}

export function resumeRun(id: string): void {
  const c = controls.get(id);
  if (!c || runsStore.get(id)?.status !== 'paused') return;
  c.resume();
  patchMates(id, 'paused', { status: 'running', stop: null });
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
  const mates = clockMates(id);
  // The runs on its clock watch for the same kind: any of them may be the one that stops it.
  if (mates.length > 1) setRunPauseOn(id, k);
  c.stepEvent(k);
  runsStore.patch(id, { status: 'running', stop: null, options: { ...meta.options, pauseOn: k } });
  for (const x of mates) if (x !== id && runsStore.get(x)?.status === 'paused') runsStore.patch(x, { status: 'running', stop: null });
}

/** What a live run stops at by itself from now on (null: nothing); the runs on its clock too. */
export function setRunPauseOn(id: string, kind: PauseKind | null): void {
  for (const x of clockMates(id)) {
    const meta = runsStore.get(x);
    const c = controls.get(x);
    if (!meta || !c) continue;
    c.setPauseOn?.(kind);
    runsStore.patch(x, { options: { ...meta.options, pauseOn: kind } });
  }
}

/** The speed of a live run (of its clock: its clock's runs show it too). */
export function setRunSpeed(id: string, speed: number): void {
  controls.get(id)?.setSpeed(speed);
  const g = groupOf(runsStore.get(id)?.owner);
  if (g && controls.has(id)) g.speed = speed;
  for (const x of controls.has(id) ? clockMates(id) : [id]) if (runsStore.get(x)) runsStore.patch(x, { speed });
}

/** Cancels a run (and the runs on its clock: they share one demo). */
export function cancelRun(id: string): void {
  const stopPool = poolCancels.get(id);
  if (stopPool) return stopPool();
  if (!controls.has(id)) return;
  for (const x of clockMates(id)) cancelOne(x);
}

function cancelOne(id: string): void {
  const c = controls.get(id);
  if (!c) return;
  c.cancel();
  runsStore.patch(id, { status: 'cancelled' });
  ended(id);
}

/** Cancels a run if live and forgets it with its series (the runs on its clock go on). */
export function removeRun(id: string): void {
  const stopPool = poolCancels.get(id);
  if (stopPool) stopPool();
  else cancelOne(id);
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

/** For tests and the debug hooks: the live controls held. */
export function liveRunCount(): number {
  return controls.size;
}
