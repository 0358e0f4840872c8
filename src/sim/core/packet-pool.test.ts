import { describe, expect, it } from 'vitest';
import { PacketPool } from './packet-pool';

describe('PacketPool', () => {
  it('grows by doubling, keeps fields, and recycles indices', () => {
    const pool = new PacketPool(4);
    const ps = Array.from({ length: 10 }, (_, i) => pool.alloc(100 + i, i, 1, i, i * 10));
    expect(new Set(ps).size).toBe(10);
    expect(pool.capacity).toBe(16);
    expect(ps.map((p) => pool.size[p])).toEqual(ps.map((_, i) => 100 + i));
    expect(pool.live).toBe(10);
    for (const p of ps) pool.release(p);
    expect(pool.live).toBe(0);
    const q = pool.alloc(1, 0, 1, 0, 0);
    expect(ps).toContain(q);
  });
});
