// Same scenario + seed + engine version = same RunRecord: the golden scenarios' records, hashed
// (SHA-256 of canonical JSON with series), equal the hashes pinned for this engine version in
// golden-hashes.json. e2e/determinism.spec.ts checks Chromium's worker against the same file.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import golden from './golden-hashes.json';
import { GOLDEN_SCENARIOS } from './golden-scenarios';
import { goldenRecordJson } from './golden-run';
import { canonicalJson } from './record/canonical-json';
import { ENGINE_VERSION } from './version';

const PIN = 'run `npm run --silent golden` and commit src/sim/golden-hashes.json';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('canonical JSON', () => {
  it('sorts keys at every depth, drops undefined members, and writes values as JSON.stringify does', () => {
    const value = { b: [1, -0, NaN, Infinity, undefined, 'x"y'], a: { d: null, c: 1e21, e: undefined }, é: 0.1 + 0.2 };
    expect(canonicalJson(value)).toBe('{"a":{"c":1e+21,"d":null},"b":[1,0,null,null,null,"x\\"y"],"é":0.30000000000000004}');
    expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});

describe(`golden hashes of engine ${ENGINE_VERSION}`, () => {
  const pinned = (golden as Record<string, Record<string, string>>)[ENGINE_VERSION];

  it('are pinned for this engine version, one per golden scenario', () => {
    if (!pinned) expect.fail(`src/sim/golden-hashes.json has no entry for engine ${ENGINE_VERSION}: check that the new results are meant, then ${PIN}`);
    expect(Object.keys(pinned), `the golden scenarios changed: ${PIN}`).toEqual(GOLDEN_SCENARIOS.map((g) => g.name));
  });

  it('match the RunRecords this engine produces', () => {
    if (!pinned) return; // reported by the test above
    const changed = GOLDEN_SCENARIOS.filter((g) => sha256(goldenRecordJson(g.scenario)) !== pinned[g.name]).map((g) => g.name);
    expect(changed, `engine ${ENGINE_VERSION} now gives other RunRecords for ${changed.join(', ')}. The same engine version ` +
      'must give the same runs (graders re-simulate submissions): if the change is meant, raise ENGINE_VERSION in ' +
      `src/sim/version.ts and package.json's version, then ${PIN}`).toEqual([]);
  });

  it("come from runs that never call the engine's own approximated Math functions (here made to throw)", () => {
    // A check for what the lint rule cannot see (a call through a helper, an alias, another
    // module): a Math function whose last bit differs between browsers must not be reached at all.
    // Moving each answer by an ulp instead would not tell: measured on these 10 s runs with the
    // engine still on Math.* (before detmath), no hash changed until answers were 2^-20 off.
    const names = ['acos', 'acosh', 'asin', 'asinh', 'atan', 'atan2', 'atanh', 'cbrt', 'cos', 'cosh', 'exp', 'expm1', 'hypot',
      'log', 'log10', 'log1p', 'log2', 'pow', 'sin', 'sinh', 'tan', 'tanh'] as const;
    const math = Math as unknown as Record<string, unknown>;
    const saved = names.map((n) => math[n]);
    const called = new Set<string>();
    try {
      for (const n of names) {
        math[n] = () => {
          called.add(n);
          throw new Error(`Math.${n} called on the simulation path`);
        };
      }
      for (const g of GOLDEN_SCENARIOS) {
        try {
          goldenRecordJson(g.scenario);
        } catch {
          // reported below, with the functions every scenario reached first
        }
      }
    } finally {
      names.forEach((n, i) => (math[n] = saved[i]));
    }
    expect([...called], 'use src/sim/core/detmath.ts instead').toEqual([]);
  });

  it('are the same when a run is repeated in one process', () => {
    const g = GOLDEN_SCENARIOS.find((x) => x.name === 'red-ecn-reno-book')!;
    expect(goldenRecordJson(g.scenario)).toBe(goldenRecordJson(g.scenario));
  });
});
