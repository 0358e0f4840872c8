// The console's side of the channel, pure: a snapshot of the runs a page owns (for a display that
// says hello), the messages that tell a display how the store changed between two states, and a
// run's streamed series as one batch.
import type { SampleBatch } from '../../sim';
import type { RunSeries, SierraState } from '../../store';
import type { PanelRef, PresentMessage, PresentSnapshot } from './protocol';

const grow = (g: { data: Float64Array; length: number }) => g.data.slice(0, g.length);

/** A run's samples so far as one batch (copies: the arrays go on growing in place). */
export function seriesBatch(s: RunSeries): SampleBatch {
  const flows: SampleBatch['flows'] = {};
  for (const [id, named] of Object.entries(s.flows)) {
    flows[id] = {};
    for (const [name, g] of Object.entries(named)) flows[id][name] = grow(g);
  }
  const pings: SampleBatch['pings'] = {};
  for (const [id, p] of Object.entries(s.pings)) pings[id] = { t_s: grow(p.t), rtt_ms: grow(p.rtt) };
  const batch: SampleBatch = {
    now_s: s.nowS,
    done: false,
    t_s: grow(s.t),
    queue_bytes: grow(s.queueBytes),
    flows,
    pings,
    counters: s.counters ?? { events: 0, queue_drops: 0, pings_sent: 0, pings_lost: 0 },
  };
  if (s.packets) batch.packets = s.packets;
  if (s.frct) batch.frct = s.frct;
  if (s.frctNames) batch.frct_names = s.frctNames;
  return batch;
}

/** Does a run belong to the page: its own, or one of its parts' (`bdp-pipe:points` of `bdp-pipe`)? */
export function ownedBy(runOwner: string | undefined, owner: string): boolean {
  return runOwner === owner || (runOwner?.startsWith(`${owner}:`) ?? false);
}

/** The runs of `owner` (and of its parts), in creation order. */
export function ownedRuns(state: Pick<SierraState, 'runs' | 'runOrder'>, owner: string): string[] {
  return state.runOrder.filter((id) => ownedBy(state.runs[id]?.owner, owner));
}

export function buildSnapshot(state: SierraState, owner: string, panels: PanelRef[], seriesOf: (id: string) => RunSeries | undefined): PresentSnapshot {
  const ids = ownedRuns(state, owner);
  const series: Record<string, SampleBatch> = {};
  for (const id of ids) {
    const s = seriesOf(id);
    if (s) series[id] = seriesBatch(s);
  }
  const pick = <T>(rec: Record<string, T>) => Object.fromEntries(ids.filter((id) => id in rec).map((id) => [id, rec[id]]));
  return {
    owner,
    runs: ids.map((id) => state.runs[id]),
    series,
    cursors: pick(state.cursors),
    annotations: pick(state.annotations),
    pauseChoice: state.pauseChoice,
    panels,
  };
}

/**
 * What changed for `owner`'s runs between two store states, as messages for the display, plus the
 * runs whose whole series it should get again: one that appeared with samples already (a file,
 * a run simulated to its end) or that just finished (its final series, whatever streamed).
 */
export function diffMessages(prev: SierraState, next: SierraState, owner: string): { messages: PresentMessage[]; resend: string[] } {
  const messages: PresentMessage[] = [];
  const resend: string[] = [];
  const before = new Set(ownedRuns(prev, owner));
  const now = ownedRuns(next, owner);
  for (const id of now) {
    const a = prev.runs[id];
    const b = next.runs[id];
    if (a !== b) {
      messages.push({ type: 'run', run: b });
      const finished = b.status === 'done' && a?.status !== 'done';
      if (!before.has(id) || finished) resend.push(id);
    }
    if (prev.cursors[id] !== next.cursors[id]) messages.push({ type: 'cursor', id, t: next.cursors[id] ?? null });
    if (prev.annotations[id] !== next.annotations[id]) messages.push({ type: 'annotations', runId: id, list: next.annotations[id] ?? [] });
  }
  const still = new Set(now);
  for (const id of before) if (!still.has(id)) messages.push({ type: 'run-removed', id });
  if (prev.pauseChoice !== next.pauseChoice) messages.push({ type: 'pause-choice', kind: next.pauseChoice });
  return { messages, resend };
}
