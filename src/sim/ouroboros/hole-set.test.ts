// The sender's hole set (hole-set.ts): RACK walks it instead of the window, so it must hold exactly
// the slots added and not yet removed, whatever the order of the operations.

import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng';
import { HoleSet } from './hole-set';

describe('HoleSet', () => {
  it('holds exactly the slots added and not removed (random operations against a Set)', () => {
    const h = new HoleSet(64);
    const ref = new Set<number>();
    const rng = new Rng(3, 'hole-set');
    for (let i = 0; i < 5000; i++) {
      const s = Math.floor(rng.next() * 64);
      if (rng.next() < 0.5) {
        h.add(s);
        ref.add(s);
      } else {
        h.remove(s);
        ref.delete(s);
      }
      expect(h.size).toBe(ref.size);
    }
    expect([...h.slots.subarray(0, h.size)].sort((a, b) => a - b)).toEqual([...ref].sort((a, b) => a - b));
  });

  it('adding a member twice or removing a non-member changes nothing', () => {
    const h = new HoleSet(8);
    h.add(3);
    h.add(3);
    h.remove(5);
    expect(h.size).toBe(1);
    expect(h.slots[0]).toBe(3);
  });
});
