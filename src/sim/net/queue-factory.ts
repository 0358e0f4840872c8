// Builds the queue discipline of a normalised scenario `link.queue` object.

import type { Kernel } from '../core/kernel';
import { Rng } from '../core/rng';
import { Cake, cakeConfig, type CakeFieldValues } from './cake';
import { Codel, codelConfig, type CodelFieldValues } from './codel';
import { Fifo } from './fifo';
import type { QueueDiscipline } from './queue';
import { Red, redConfig, type RedFieldValues } from './red';

export type QueueFieldValues =
  | { kind: 'fifo'; limit_bytes: number | null; limit_packets: number | null }
  | ({ kind: 'red' } & RedFieldValues)
  | ({ kind: 'codel' } & CodelFieldValues)
  | ({ kind: 'cake' } & CakeFieldValues);

/** `name` tells streams apart when several links have queues, e.g. "fwd"; `linkRateMbps` is the rate of the link it feeds. */
export function createQueue(k: Kernel, q: QueueFieldValues, seed: number, name: string, linkRateMbps: number): QueueDiscipline {
  switch (q.kind) {
    case 'fifo':
      return new Fifo(q.limit_bytes ?? Infinity, q.limit_packets ?? Infinity);
    case 'red':
      return new Red(k, redConfig(q), new Rng(seed, `queue:${name}:red`));
    case 'codel':
      return new Codel(k, codelConfig(q));
    case 'cake':
      return new Cake(k, cakeConfig(q, linkRateMbps), new Rng(seed, `queue:${name}:cake`));
  }
}
