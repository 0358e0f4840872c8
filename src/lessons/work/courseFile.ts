// The course file the lab is served with (issue 22): an instructor copies their course.json next
// to the lab's index.html, and the lab then shows the course's points, enforces its cap on checks
// and says when its engine is not the one the course grades with. Fetched on every load (the
// service worker does not precache it: it is added after the build), kept in this browser so an
// offline page still knows it. A missing, unreadable or invalid file is no course file.
import { parseCourseText, type Course } from '../../exercises/course';
import { workStore } from '../../store';
import { storage } from './storage';

export const COURSE_FILE_NAME = 'course.json';
export const COURSE_STORAGE_KEY = 'sierra.course';

/** The course in a file's text, or null when it is not a valid course file. */
export function courseFromText(text: string | null): Course | null {
  if (text === null) return null;
  const r = parseCourseText(text);
  return r.ok ? r.value : null;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What the server says now: the file's text, null when there is none, undefined when unreachable. */
export async function fetchCourseText(url: string, fetchFn: Fetch = fetch): Promise<string | null | undefined> {
  try {
    const res = await fetchFn(url, { cache: 'no-cache' });
    return res.ok ? await res.text() : null;
  } catch {
    return undefined;
  }
}

let started = false;

/** Once per page load, from the first exercise block shown (pages without exercises never load the course parser). */
export function startCourseFileOnce(): void {
  if (started) return;
  started = true;
  void startCourseFile().catch(() => undefined);
}

/** The kept copy at once, then the served file (an unreachable server keeps the copy). */
export async function startCourseFile(base: string = import.meta.env.BASE_URL, fetchFn: Fetch = fetch): Promise<Course | null> {
  const store = storage();
  const kept = courseFromText(store?.getItem(COURSE_STORAGE_KEY) ?? null);
  if (kept) workStore.setCourseFile(kept);
  const url = typeof location === 'undefined' ? `${base}${COURSE_FILE_NAME}` : new URL(`${base}${COURSE_FILE_NAME}`, location.href).href;
  const text = await fetchCourseText(url, fetchFn);
  if (text === undefined) return kept;
  const served = courseFromText(text);
  try {
    if (served && text !== null) store?.setItem(COURSE_STORAGE_KEY, text);
    else store?.removeItem(COURSE_STORAGE_KEY);
  } catch {
    // Storage full or refused: the course applies for this visit.
  }
  workStore.setCourseFile(served);
  return served;
}
