// `golden --write` never changes a hash already pinned for a version (graders verify a term's
// runs against it); a new version, or a scenario new to a version, is written.
import { describe, expect, it } from 'vitest';
import { writeGolden } from './golden-hashes';

describe('golden --write', () => {
  const file = { '0.3.2': { reno: 'aaa', cubic: 'bbb' } };

  it('refuses to change a pinned hash of the same version, naming it', () => {
    expect(writeGolden(file, '0.3.2', { reno: 'aaa', cubic: 'ccc' })).toEqual({ ok: false, changed: ['cubic'] });
  });

  it('writes a new version beside the old one, which stays', () => {
    const w = writeGolden(file, '0.4.0', { reno: 'ddd', cubic: 'eee' });
    expect(w).toEqual({ ok: true, file: { '0.3.2': { reno: 'aaa', cubic: 'bbb' }, '0.4.0': { reno: 'ddd', cubic: 'eee' } } });
  });

  it('adds a scenario new to a pinned version and keeps the others', () => {
    const w = writeGolden(file, '0.3.2', { reno: 'aaa', cubic: 'bbb', bbr: 'fff' });
    expect(w.ok && w.file['0.3.2']).toEqual({ reno: 'aaa', cubic: 'bbb', bbr: 'fff' });
  });
});
