import { describe, expect, it } from 'vitest';
import { CHAPTERS, chapterByNumber, hasLesson } from './chapters';
import { READING_ROUTES } from './readingRoute';

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
  it('has the lessons of Session A (chapters 1 to 5) in both languages, and any other chapter in both or neither', () => {
    for (const c of CHAPTERS) {
      const es = hasLesson(c, 'es');
      const en = hasLesson(c, 'en');
      if (c.number <= 5) expect([es, en], c.slug).toEqual([true, true]);
      // A chapter written in one language only would show a placeholder in the other.
      else expect(es, `${c.slug}: es and en written alike`).toBe(en);
    }
  });
  it('gives every chapter a reading route in its session', () => {
    for (const c of CHAPTERS) {
      const route = READING_ROUTES[c.slug];
      expect(route, c.slug).toBeDefined();
      expect(route.session).toBe(c.number <= 5 ? 'A' : c.number <= 11 ? 'B' : 'ouroboros');
    }
    // The notes' route: the worked example, the real kernel and AIMD are read in class.
    expect(READING_ROUTES['reno-phases'].inClass).toContain('worked-example');
    expect(READING_ROUTES['real-kernel'].inClass).toContain('real-kernel');
    expect(READING_ROUTES['why-aimd'].inClass).toContain('why-aimd');
  });
});
