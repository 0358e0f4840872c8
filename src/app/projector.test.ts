import { describe, expect, it } from 'vitest';
import { initialProjector } from './projector';

describe('initialProjector', () => {
  it('lets the query parameter win over the stored choice', () => {
    expect(initialProjector('?projector=1', '0')).toBe(true);
    expect(initialProjector('?projector=0', '1')).toBe(false);
  });
  it('falls back to the stored choice, then off', () => {
    expect(initialProjector('', '1')).toBe(true);
    expect(initialProjector('?lang=es', null)).toBe(false);
  });
});
