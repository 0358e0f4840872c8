import { describe, expect, it } from 'vitest';
import { chapterByNumber } from '../../lessons/chapters';
import { viewById } from '../registry';

describe('the phase-plane view is reachable', () => {
  it('is registered under its stable id', () => {
    expect(viewById('phase-plane')).toMatchObject({
      id: 'phase-plane',
      titleKey: 'views.phasePlane.title',
      descriptionKey: 'views.phasePlane.description',
    });
  });
  it('loads the PhasePlane component on first use', async () => {
    const { PhasePlane } = await import('./PhasePlane');
    await expect(viewById('phase-plane')?.load()).resolves.toBe(PhasePlane);
  });
  it('is linked from chapters 5 (why AIMD) and 11 (fairness)', () => {
    expect(chapterByNumber(5)?.views).toContain('phase-plane');
    expect(chapterByNumber(11)?.views).toContain('phase-plane');
  });
});
