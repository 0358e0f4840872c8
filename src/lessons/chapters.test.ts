import { describe, expect, it } from 'vitest';
import { CHAPTERS, chapterByNumber } from './chapters';

describe('chapter index', () => {
  it('has 13 chapters numbered 1..13 in order', () => {
    expect(CHAPTERS.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
  it('has unique URL-safe slugs', () => {
    const slugs = CHAPTERS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9-]+$/);
  });
  it('uses the link-ping view in chapters 1 and 8', () => {
    expect(chapterByNumber(1)?.views).toContain('link-ping');
    expect(chapterByNumber(8)?.views).toContain('link-ping');
    expect(chapterByNumber(14)).toBeUndefined();
  });
});
