// Chapter 1, ours: the costs of an overloaded link (notes, "Lo que cuesta": 10 Mbit/s, a buffer
// of 1,5 MB, 12 Mbit/s arriving: full in 6 s, 1,2 s of queue, one packet in six dropped).
import { bufferDelay } from '../../models/bufferDelay';
import { numericExercise } from '../define';
import { num } from '../text';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  rate_mbps: number;
  arrival_mbps: number;
  buffer_mb: number;
}

const MB = 1e6;

/** Seconds to fill the buffer: it grows at arrival - rate, the drain time of that excess. */
export function fillSeconds(p: P): number {
  return bufferDelay(p.buffer_mb * MB, p.arrival_mbps - p.rate_mbps).delayMs / 1000;
}

/** Queueing delay of a full buffer, drained at the link's rate. */
export function fullQueueSeconds(p: P): number {
  return bufferDelay(p.buffer_mb * MB, p.rate_mbps).delayMs / 1000;
}

/** Percentage of what arrives that is dropped once the buffer is full. */
export function droppedPercent(p: P): number {
  return ((p.arrival_mbps - p.rate_mbps) / p.arrival_mbps) * 100;
}

function drawParams(d: Draw): P {
  for (let i = 0; i < 64; i++) {
    // Tenths of a Mbit/s and of a MB, excess in whole percent: no two students of a class share
    // their numbers (issue 22).
    const rate = d.int(100, 1000) / 10;
    const excess = d.int(10, 50) / 100;
    const p: P = { rate_mbps: rate, arrival_mbps: Math.round(rate * (1 + excess) * 100) / 100, buffer_mb: d.int(5, 50) / 10 };
    // Keep the story readable: the buffer takes from one second to a minute to fill.
    const fill = fillSeconds(p);
    if (fill >= 1 && fill <= 60) return p;
  }
  return NOTES;
}

const NOTES: P = { rate_mbps: 10, arrival_mbps: 12, buffer_mb: 1.5 };

export const c1e1 = numericExercise<P>({
  id: 'c1-e1',
  chapter: 1,
  points: 10,
  tolerance: 0.02,
  notes: NOTES,
  draw: drawParams,
  vars: (p, lang) => ({ rate: p.rate_mbps, arrival: p.arrival_mbps, buffer: p.buffer_mb, mb: num(MB, lang) }),
  mistakes: ['arrival-not-excess', 'drain-at-arrival', 'bits-bytes', 'fraction-of-link', 'fraction-kept'],
  fields: [
    {
      name: 'fill_s', unit: 's', key: fillSeconds,
      mistakes: (p) => [
        { id: 'arrival-not-excess', value: (p.buffer_mb * MB * 8) / (p.arrival_mbps * 1e6) },
        { id: 'bits-bytes', value: fillSeconds(p) / 8 },
        { id: 'bits-bytes', value: fillSeconds(p) * 8 },
      ],
    },
    {
      name: 'delay_s', unit: 's', key: fullQueueSeconds,
      mistakes: (p) => [
        { id: 'drain-at-arrival', value: (p.buffer_mb * MB * 8) / (p.arrival_mbps * 1e6) },
        { id: 'bits-bytes', value: fullQueueSeconds(p) / 8 },
        { id: 'bits-bytes', value: fullQueueSeconds(p) * 8 },
      ],
    },
    {
      name: 'dropped_pct', unit: '%', key: droppedPercent,
      mistakes: (p) => [
        { id: 'fraction-of-link', value: ((p.arrival_mbps - p.rate_mbps) / p.rate_mbps) * 100 },
        { id: 'fraction-kept', value: (p.rate_mbps / p.arrival_mbps) * 100 },
      ],
    },
  ],
});
