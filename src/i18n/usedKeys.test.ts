// Every literal key the UI code asks for exists in the locale files (a typo would show the raw
// key to a student). Keys built at run time (chapters, view names) are checked in locales.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_TREES } from './resources';
import { leafValue } from './keys';

const en = LOCALE_TREES.en;

const SRC = join(import.meta.dirname, '..');
const UI_FOLDERS = ['app', 'views', 'panels', 'charts', 'lessons', 'i18n'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('keys used in the code', () => {
  it('all exist in en.json', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of UI_FOLDERS.flatMap((f) => sourceFiles(join(SRC, f)))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        seen++;
        // A key with plural forms exists as key_one / key_other (i18next picks one by `count`).
        const found = leafValue(en, m[1]) !== undefined || leafValue(en, `${m[1]}_other`) !== undefined;
        if (!found) missing.push(`${file.slice(SRC.length)}: ${m[1]}`);
      }
    }
    expect(seen, 'the scan found the calls').toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
