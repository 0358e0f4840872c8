import { describe, expect, it } from 'vitest';
import { PipeHistory } from './pipeHistory';

const snap = (t: number) => ({ t_s: t, count: 0, kind: [], where: [], pos: [] });

describe('PipeHistory', () => {
  it('finds the snapshot at or before a time, the oldest kept before them all', () => {
    const h = new PipeHistory(10);
    for (const t of [0.1, 0.2, 0.3]) h.add(snap(t));
    expect(h.at(0.25)?.t_s).toBe(0.2);
    expect(h.at(0.3)?.t_s).toBe(0.3);
    expect(h.at(5)?.t_s).toBe(0.3);
    expect(h.at(0)?.t_s).toBe(0.1);
    expect(h.latest()?.t_s).toBe(0.3);
  });
  it('keeps at most its bound, dropping the oldest, and starts over when time goes back', () => {
    const h = new PipeHistory(3);
    for (const t of [1, 2, 3, 4, 5]) h.add(snap(t));
    expect(h.size).toBe(3);
    expect(h.at(0)?.t_s).toBe(3);
    h.add(snap(0.5));
    expect(h.size).toBe(1);
    expect(new PipeHistory().at(1)).toBeNull();
  });
});
