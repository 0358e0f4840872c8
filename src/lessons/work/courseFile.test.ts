// The course file the lab is served with: read from course.json beside index.html, applied only
// to students of that course (code compared without case or spaces), and ignored when it is
// missing, not a course file (a host's SPA fallback answers with index.html) or unreachable.
import { afterEach, describe, expect, it } from 'vitest';
import { workStore } from '../../store';
import { courseFromText, startCourseFile } from './courseFile';
import { checksLeft, courseFor, isAssigned } from './useCourse';

const TEXT = JSON.stringify({ version: 1, course: 'REDES-2026-1', exercises: [{ chapter: 3 }, 'c4-e3'], points: { 'c4-e3': 7 }, maxAttempts: 3, engine: 'sierra 0.4.1' });
const answer = (status: number, body: string) => async () => new Response(body, { status });

afterEach(() => workStore.setCourseFile(null));

describe('the course file in the lab', () => {
  it('is read from the served course.json; anything else is no course', async () => {
    let asked = '';
    const course = await startCourseFile('/sierra/', async (url) => {
      asked = url;
      return new Response(TEXT, { status: 200 });
    });
    expect(asked).toBe('/sierra/course.json');
    expect(course?.maxAttempts).toBe(3);
    expect(workStore.courseFile()?.course).toBe('REDES-2026-1');
    for (const [status, body] of [[404, 'Not found'], [200, '<!doctype html><html></html>'], [200, '{"version":1,"course":"X","exercises":["no-such"]}']] as const) {
      expect(await startCourseFile('/', answer(status, body)), body).toBeNull();
      expect(workStore.courseFile()).toBeNull();
    }
    expect(courseFromText(null)).toBeNull();
  });

  it('keeps what it had when the server cannot be reached', async () => {
    workStore.setCourseFile(courseFromText(TEXT));
    await startCourseFile('/', () => Promise.reject(new TypeError('offline')));
    expect(workStore.courseFile()?.course).toBe('REDES-2026-1');
  });

  it('applies to students of its course only, assigns what it names, and counts the checks left', () => {
    const c = courseFromText(TEXT)!;
    expect(courseFor(c, { course: ' redes-2026-1', student: 'ana' })).toBe(c);
    expect(courseFor(c, { course: 'REDES-2026-2', student: 'ana' })).toBeNull();
    expect(courseFor(c, { course: null, student: null })).toBeNull();
    expect(isAssigned(c, { id: 'c3-e1', chapter: 3 })).toBe(true);
    expect(isAssigned(c, { id: 'c4-e3', chapter: 4 })).toBe(true);
    expect(isAssigned(c, { id: 'c4-e1', chapter: 4 })).toBe(false);
    expect([undefined, 0, 2, 3, 9].map((n) => checksLeft(c, n))).toEqual([3, 3, 1, 0, 0]);
    expect(checksLeft({ ...c, maxAttempts: undefined }, 9)).toBeNull();
    expect(checksLeft(null, 9)).toBeNull();
  });
});
