import { describe, expect, it } from 'vitest';
import { columnText } from './columnText';

const columns = ['FRCT', 'CUBIC', 'Reno', 'DCTCP', 'BBR'].map((label) => ({ label, notes: ['21.3 ms', 'p95: 24', 'tutorial: 21'] }));

describe('bar chart column text', () => {
  it('keeps full size and every note where the columns are wide', () => {
    expect(columnText(columns, 180, 16)).toEqual({ labelFs: 16, noteFs: 16 * 0.92, noteLines: 3 });
  });

  it('shrinks labels to the slot and keeps only the measured value when the notes would get unreadable', () => {
    // Projector type (18 px) in half of a 1280 px screen: about 60 px a column.
    const fit = columnText(columns, 60, 18);
    // "DCTCP" (5 characters at about 0.68 em) fits in 94 % of the slot.
    expect(fit.labelFs * 0.68 * 5).toBeLessThanOrEqual(60 * 0.94 + 1e-9);
    expect(fit.noteLines).toBe(1);
    expect(fit.noteFs * 0.58 * '21.3 ms'.length).toBeLessThanOrEqual(60 * 0.94 + 1e-9);
  });

  it('drops the notes altogether rather than print them too small', () => {
    expect(columnText(columns, 20, 18).noteLines).toBe(0);
  });
});
