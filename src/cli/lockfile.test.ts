// Issue 18, item 1: a fresh clone stays clean after `npm install` and `npm ci` works. Both break
// when package.json changes without package-lock.json (a version bump alone left every clone
// dirty once). This checks what npm compares: the root package's name, version and dependency
// ranges as the lock file records them. The real proof is a clone: `git clone . /tmp/x && cd
// /tmp/x && npm ci && git status` (clean), which this test cannot run in seconds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('package-lock.json', () => {
  it('records package.json as it is: name, version and every dependency range', () => {
    const pkg = read('package.json');
    const lock = read('package-lock.json');
    const root = (lock.packages as Record<string, Record<string, unknown>>)[''];
    expect(lock.name).toBe(pkg.name);
    expect(lock.version).toBe(pkg.version);
    expect(root.version).toBe(pkg.version);
    expect(root.dependencies ?? {}).toEqual(pkg.dependencies ?? {});
    expect(root.devDependencies ?? {}).toEqual(pkg.devDependencies ?? {});
  });
});
