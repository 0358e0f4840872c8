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

const REGENERATE = 'check that the change in results is intended, then run `npm run --silent golden` and commit src/sim/golden-hashes.json';
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
    if (!pinned) expect.fail(`src/sim/golden-hashes.json has no entry for engine ${ENGINE_VERSION}: ${REGENERATE}`);
    expect(Object.keys(pinned), `the golden scenarios changed: ${REGENERATE}`).toEqual(GOLDEN_SCENARIOS.map((g) => g.name));
  });

  it('match the RunRecords this engine produces', () => {
    if (!pinned) return; // reported by the test above
    const changed = GOLDEN_SCENARIOS.filter((g) => sha256(goldenRecordJson(g.scenario)) !== pinned[g.name]).map((g) => g.name);
    expect(changed, `engine ${ENGINE_VERSION} now gives other RunRecords for ${changed.join(', ')}. The same engine version ` +
      'must give the same runs (graders re-simulate submissions): if intended, raise ENGINE_VERSION in src/sim/version.ts, ' +
      `then ${REGENERATE}`).toEqual([]);
  });

  it('are the same when a run is repeated in one process', () => {
    const g = GOLDEN_SCENARIOS.find((x) => x.name === 'red-ecn-reno-book')!;
    expect(goldenRecordJson(g.scenario)).toBe(goldenRecordJson(g.scenario));
  });
});
