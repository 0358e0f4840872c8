import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_NAME, ENGINE_VERSION } from './version';

describe('engine version', () => {
  it("equals package.json's version (graders replay with the engine version a record names)", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
    expect(ENGINE_NAME).toBe(`sierra ${pkg.version}`);
  });
});
