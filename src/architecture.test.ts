// The import arrows of the README's architecture are lint rules; this checks that the rules bite,
// so a config change cannot silently drop them.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? 'parse-error');
}

describe('architecture arrows', () => {
  it('the engine may not import UI code, UI libraries, or read the wall clock or Math.random', async () => {
    const ids = await ruleIds('src/sim/probe.ts', [
      "import { useState } from 'react';",
      "import { formatNumber } from '../i18n/format';",
      'export const probe = [useState, formatNumber, Math.random(), Date.now()];',
    ].join('\n'));
    expect(ids.filter((id) => id === '@typescript-eslint/no-restricted-imports')).toHaveLength(2);
    expect(ids.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
  }, 30_000);

  it('views may import engine types but not engine code, and never comlink', async () => {
    const ids = await ruleIds('src/views/probe.ts', [
      "import type { Scenario } from '../sim';",
      "import { createSimulation } from '../sim';",
      "import * as Comlink from 'comlink';",
      'export const probe: [unknown, Scenario | null, unknown] = [createSimulation, null, Comlink];',
    ].join('\n'));
    expect(ids).toEqual(['@typescript-eslint/no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
  }, 30_000);

  it('zustand is for src/store only, comlink for the worker client only', async () => {
    expect(await ruleIds('src/app/probe.ts', "import { create } from 'zustand';\nexport const c = create;")).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIds('src/store/probe.ts', "import { create } from 'zustand';\nexport const c = create;")).toEqual([]);
    expect(await ruleIds('src/app/sim-client.ts', "import * as Comlink from 'comlink';\nexport const c = Comlink;")).toEqual([]);
  }, 30_000);
});
