// c12-e1 against a run of Tutorial 08's 2 % loss phase (seeds/002, lines 237-248: the testbed's
// client sent 17 timer-driven retransmissions and received 14 D-SACKs): the key is the run's
// own RIB counters, and the typical slips get their hints.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim';
import type { RunRecordLike } from '../types';
import { c12e1, senderCounter } from './c12-e1';

function run(scenario: Record<string, unknown>): RunRecordLike {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

const notes = c12e1.params({ course: null, student: null }) as { loss_pct: number; delay_ms: number };

describe('c12-e1: retransmissions by driver', () => {
  it('the notes\' phase is Tutorial 08\'s 2 % loss on loopback', () => {
    expect(notes).toEqual({ loss_pct: 2, delay_ms: 0.05 });
    expect(c12e1.form(notes)).toMatchObject({ kind: 'run-and-report', widget: { preset: 't08-oping-loss-2' } });
  });

  const rec = run(c12e1.scenario!(notes));

  it('the key is the run\'s counters; on loopback the timer does the repair, as on the testbed', () => {
    expect(rec.scenario).toMatchObject({ link: { loss: 0.02, reverse_loss: 0.02 } });
    const key = c12e1.keyFromRun!(notes, rec);
    expect(key.rxm_rto).toBe(senderCounter(rec, 'RXM (RTO-driven) sent'));
    // The testbed measured 17 timer-driven retransmissions: the same order (between 5 and 40).
    expect(key.rxm_rto as number).toBeGreaterThan(5);
    expect(key.rxm_rto as number).toBeLessThan(40);
    expect(c12e1.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  it('typical slips: the D-SACKs read as retransmissions, the total given as the timer\'s', () => {
    const key = c12e1.keyFromRun!(notes, rec) as Record<string, number>;
    if (key.dsacks_received !== key.rxm_rto) {
      expect(c12e1.check(notes, { ...key, dsacks_received: key.rxm_rto }, { runs: [rec] }).mistake).toBe('dsack-as-rxm');
    }
    if (key.rxm_sack > 1) {
      expect(c12e1.check(notes, { ...key, rxm_rto: key.rxm_rto + key.rxm_sack }, { runs: [rec] }).mistake).toBe('total-as-rto');
    }
    expect(c12e1.check(notes, key).verdict).toBe('incomplete');
  });

  it('students get their own phases, stable per student', () => {
    const a = c12e1.params({ course: 'REDES', student: 'ana' });
    expect(c12e1.params({ course: 'REDES', student: 'ana' })).toEqual(a);
    const all = new Set(Array.from({ length: 30 }, (_, i) => JSON.stringify(c12e1.params({ course: 'REDES', student: `s${i}` }))));
    expect(all.size).toBeGreaterThan(5);
  });
});
