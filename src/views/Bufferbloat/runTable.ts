// "Run the whole table": every configuration, one after the other, through the run controller, as
// fast as the engine goes (live runs at the top speed, so the page can pause or cancel the one that
// is going). Knows no React: the view hears where the table is through the callbacks.
import { startRun } from '../../app/runs/controller';

/** The controller's top speed: the worker simulates as fast as it can. */
export const TABLE_SPEED = 1000;

export interface TableCallbacks {
  /** Configuration `index` of `total` started as run `runId`. */
  started(index: number, runId: string): void;
  /** Every configuration ran to its end. */
  finished(): void;
  /** A run failed (with the engine's message) or was cancelled: the table stops there. */
  stopped(message: string | null): void;
}

export function runTable(jobs: readonly { key: string; scenario: unknown }[], owner: string, on: TableCallbacks): void {
  const next = (i: number) => {
    if (i >= jobs.length) {
      on.finished();
      return;
    }
    const id = startRun(jobs[i].scenario, {
      owner,
      label: jobs[i].key,
      speed: TABLE_SPEED,
      onEnd: (m) => {
        if (m.status === 'done') next(i + 1);
        else on.stopped(m.status === 'failed' ? (m.error ?? '') : null);
      },
    });
    on.started(i, id);
  };
  next(0);
}
