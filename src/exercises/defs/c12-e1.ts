// Chapter 12, ours (run and report): count the retransmissions of a Tutorial 08 phase by the
// mechanism that drove them, from the RIB counters of the run (summary.flows[0].frct.sender,
// under the tutorial's names). The notes' phase: 2 % loss on loopback, where the testbed's
// client sent 17 timer-driven retransmissions and received 14 D-SACKs (seeds/002, lines 237-248).
// Per student: the loss rate and the one-way delay of the phase.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';

interface P {
  [k: string]: number;
  loss_pct: number;
  delay_ms: number;
}

const NOTES: P = { loss_pct: 2, delay_ms: 0.05 };

type Counters = Record<string, number>;
export function senderCounter(run: RunRecordLike, name: string): number | null {
  const f = run.summary.flows[0] as unknown as { frct?: { sender?: Counters } } | undefined;
  const v = f?.frct?.sender?.[name];
  return typeof v === 'number' ? v : null;
}
const RTO = 'RXM (RTO-driven) sent';
const SACK = 'RXM (SACK mechanism) sent';
const DSACK = 'D-SACKs received';

export const c12e1 = runExercise<P>({
  id: 'c12-e1',
  chapter: 12,
  points: 6,
  tolerance: 0,
  notes: NOTES,
  // Loss 1 to 5 % in hundredths; the delay from loopback's 0,05 ms to 25 ms in steps of 0,05 (issue 22:
  // the counters move with both, so no two students of a class share a phase).
  draw: (d: Draw) => ({ loss_pct: d.int(100, 500) / 100, delay_ms: d.int(1, 500) / 20 }),
  vars: (p) => ({ loss: p.loss_pct, delay: p.delay_ms }),
  mistakes: ['dsack-as-rxm', 'total-as-rto'],
  widget: (p) => ({ preset: 't08-oping-loss-2', set: { 'link.loss': p.loss_pct / 100, 'link.reverse_loss': p.loss_pct / 100, 'link.delay_ms': p.delay_ms, 'link.reverse_delay_ms': p.delay_ms } }),
  panels: ['frct-counters', 'frct-log', 'summary'],
  fields: [
    {
      name: 'rxm_rto', unit: '', count: true, fromRun: (r) => senderCounter(r, RTO),
      mistakes: (_p, r) => [{ id: 'total-as-rto', value: (senderCounter(r, RTO) ?? 0) + (senderCounter(r, SACK) ?? 0) }],
    },
    { name: 'rxm_sack', unit: '', count: true, fromRun: (r) => senderCounter(r, SACK) },
    {
      name: 'dsacks_received', unit: '', count: true, fromRun: (r) => senderCounter(r, DSACK),
      mistakes: (_p, r) => [{ id: 'dsack-as-rxm', value: senderCounter(r, RTO) ?? 0 }],
    },
  ],
});
