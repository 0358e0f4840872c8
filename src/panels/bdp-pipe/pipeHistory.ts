// The packet snapshots a pipe panel has seen, newest last, so that the shared time cursor can
// show where the packets were at an earlier instant. A bounded list (the oldest go first); pure.
import type { SnapshotLike } from './layout';

export interface TimedSnapshot extends SnapshotLike {
  t_s: number;
}

export interface PipeCounts {
  pipe: number;
  queue: number;
  acks: number;
  drops: number;
  t: number;
}

export const HISTORY_MAX = 900;

export class PipeHistory<S extends TimedSnapshot = TimedSnapshot> {
  private list: S[] = [];
  constructor(private readonly max = HISTORY_MAX) {}

  add(s: S): void {
    const last = this.list[this.list.length - 1];
    // A run restarted (or a step back in time) starts the history over.
    if (last && s.t_s < last.t_s) this.list = [];
    this.list.push(s);
    if (this.list.length > this.max) this.list.splice(0, this.list.length - this.max);
  }

  clear(): void {
    this.list = [];
  }

  get size(): number {
    return this.list.length;
  }

  latest(): S | null {
    return this.list[this.list.length - 1] ?? null;
  }

  /** The last snapshot at or before `time`; the oldest kept if `time` is earlier than all of them. */
  at(time: number): S | null {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.list[mid].t_s <= time) lo = mid + 1;
      else hi = mid;
    }
    return this.list[Math.max(0, lo - 1)] ?? null;
  }
}

/** The snapshots and the drop count of one run, shared by every pipe panel showing it. */
export interface PipeFeed<S extends TimedSnapshot = TimedSnapshot> {
  history: PipeHistory<S>;
  drops: number;
}

const feeds = new Map<string, { feed: PipeFeed; users: number; off: () => void }>();

/** The feed of a run (an empty one when no panel listens to it). */
export function pipeFeedOf(runId: string | null): PipeFeed {
  return (runId ? feeds.get(runId)?.feed : undefined) ?? { history: new PipeHistory(0), drops: 0 };
}

/**
 * Starts keeping a run's snapshots (`listen` subscribes to its batches and returns the
 * unsubscribe function); the returned function stops when the last user leaves.
 */
export function attachPipeFeed(runId: string, first: TimedSnapshot | null | undefined, listen: (onBatch: (snap: TimedSnapshot | undefined, drops: number) => void) => () => void): () => void {
  let entry = feeds.get(runId);
  if (!entry) {
    const feed: PipeFeed = { history: new PipeHistory(), drops: 0 };
    if (first) feed.history.add(first);
    const off = listen((snap, drops) => {
      if (snap) feed.history.add(snap);
      feed.drops += drops;
    });
    entry = { feed, users: 0, off };
    feeds.set(runId, entry);
  }
  entry.users++;
  const mine = entry;
  return () => {
    mine.users--;
    if (mine.users === 0) {
      mine.off();
      feeds.delete(runId);
    }
  };
}
