// The packet log of each run, kept beside the store (the store holds no per-packet data): a ring
// of the newest entries fed from the run's raw batches (onRunBatch), with running counts. A page
// that starts a run with `frctLog` calls feedFrctLog(id) right after startRun, so that no batch
// is missed; the panel calls it too (idempotent), for a run someone else started. Logs of runs
// that left the store are dropped when the next feed is made.
import { onRunBatch, runsStore } from '../../store';
import { appendLog, countKinds, emptyLog, type LogStore } from './logStore';

export interface LogFeed {
  readonly log: LogStore;
  /** Bumped with every batch that brought entries. */
  readonly version: number;
  /** Retransmissions and SACK-carrying packets logged so far (all of them, not only those held). */
  readonly rxm: number;
  readonly sack: number;
  /** Calls `listener` after every batch with entries; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Feed extends LogFeed {
  log: LogStore;
  version: number;
  rxm: number;
  sack: number;
  off(): void;
}

const feeds = new Map<string, Feed>();

function prune(): void {
  for (const [id, f] of feeds) {
    if (!runsStore.get(id)) {
      f.off();
      feeds.delete(id);
    }
  }
}

export function feedFrctLog(runId: string, capacity?: number): LogFeed {
  const known = feeds.get(runId);
  if (known) return known;
  prune();
  const listeners = new Set<() => void>();
  const feed: Feed = {
    log: emptyLog(capacity),
    version: 0,
    rxm: 0,
    sack: 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    off: () => undefined,
  };
  feed.off = onRunBatch(runId, (batch) => {
    const b = batch.frct_log;
    if (!b || (b.t_s.length === 0 && b.dropped === 0)) return;
    feed.log = appendLog(feed.log, b);
    const c = countKinds(b);
    feed.rxm += c.rxm;
    feed.sack += c.sack;
    feed.version += 1;
    for (const l of listeners) l();
  });
  feeds.set(runId, feed);
  return feed;
}

/** The log of a run if one is being fed (for tests and the debug hooks). */
export function frctLogOf(runId: string): LogFeed | undefined {
  return feeds.get(runId);
}
