// Issue 18, item 3 (d): sweep files (src/sim/sweep/parse.ts, expand.ts). Valid random sweeps
// parse and expand into exactly their grid (index order, seeds, every axis value written);
// single-field mutations of a valid sweep are refused with a SweepError naming that field; random
// JSON and random figure expressions never throw anything but a SweepError. A catalogue follows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../scenario/errors';
import { parseExpr } from '../sweep/expr';
import { getPath, parsePath } from '../sweep/paths';
import { prepareSweep, SweepError, type Sweep, type SweepJob } from '../sweep';

/** Axes over fields whose every drawn value is valid for the base below. */
const AXES = [
  { path: 'link.loss', values: fc.uniqueArray(fc.constantFrom(0, 0.001, 0.01, 0.1), { minLength: 1, maxLength: 3 }) },
  { path: 'flows[*].cc', values: fc.uniqueArray(fc.constantFrom('reno', 'cubic', 'dctcp', 'bbr'), { minLength: 1, maxLength: 3 }) },
  { path: 'link.rate_mbps', values: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }) },
  { path: 'flows[0].start_s', values: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 3 }) },
  { path: 'link.queue.limit_bytes', values: fc.uniqueArray(fc.integer({ min: 1514, max: 1_000_000 }), { minLength: 1, maxLength: 3 }) },
] as const;

const BASE = { version: 1, duration_s: 1, link: { rate_mbps: 10, queue: { kind: 'fifo', limit_bytes: 100_000 } }, flows: [{ id: 's1' }, { id: 's2' }], pings: [{ id: 'p' }] };
const FIGURES = ['flows[0].goodput_mbps', 'flows[1].rtt_ms.median', 'pings[0].rtt_ms.max', 'flows[0] / flows[1]', 'jain', 'events', 'queue.drops', '(flows[0] + flows[1]) / scenario.link.rate_mbps', '-flows[0].retransmits * 2'];

const validSweep = fc
  .record({
    axes: fc.subarray([0, 1, 2, 3, 4], { maxLength: 3 }).chain((which) => fc.tuple(...which.map((i) => AXES[i].values.map((values) => ({ path: AXES[i].path, values: values as unknown[] }))))),
    repetitions: fc.integer({ min: 1, max: 3 }),
    collect: fc.uniqueArray(fc.constantFrom(...FIGURES), { minLength: 1, maxLength: 4 }),
    aggregate: fc.constantFrom('median', 'mean', 'min', 'max'),
    seed: fc.integer({ min: 0, max: 1000 }),
    preset: fc.boolean(),
  })
  .map(({ axes, repetitions, collect, aggregate, seed, preset }) => ({
    version: 1,
    base: preset ? { preset: 'lab-pair-reno' } : { ...BASE, seed },
    axes: axes.map((a, i) => ({ label: `a${i}`, ...a })),
    repetitions,
    collect: Object.fromEntries(collect.map((e, i) => [`f${i}`, e])),
    aggregate,
  }))
  // lab-pair-reno has no ping: keep its figures to its two flows.
  .filter((s) => !('preset' in s.base) || Object.values(s.collect).every((e) => !e.startsWith('pings')));

function sweepError(input: unknown): SweepError | null {
  try {
    prepareSweep(input);
    return null;
  } catch (e) {
    if (e instanceof SweepError) return e;
    throw e;
  }
}

describe('fuzz: sweep files', () => {
  it('valid random sweeps expand into exactly their grid', () => {
    fc.assert(
      fc.property(validSweep, (input) => {
        const { sweep, jobs } = prepareSweep(input);
        const points = input.axes.reduce((n, a) => n * a.values.length, 1);
        expect(jobs.length).toBe(points * input.repetitions);
        jobs.forEach((j: SweepJob, i) => {
          expect(j.index).toBe(i);
          expect(j.point).toBe(Math.floor(i / input.repetitions));
          expect(j.seed).toBe(j.scenario.seed);
          expect(j.seed - jobs[j.point * input.repetitions].seed).toBe(j.rep);
          for (const a of (sweep as Sweep).axes) {
            const v = j.axes[a.label];
            const segs = parsePath(a.paths[0].replace('[*]', '[0]'))!;
            expect(getPath(j.scenario, segs)).toEqual(v);
          }
        });
        // The same file, the same jobs.
        expect(JSON.stringify(prepareSweep(JSON.parse(JSON.stringify(input))).jobs)).toBe(JSON.stringify(jobs));
      }),
      { numRuns: 150, seed: 18_036 },
    );
  });

  const BAD: [string, (s: Record<string, unknown>) => void, string][] = [
    ['version', (s) => (s.version = 2), 'version'],
    ['version missing', (s) => delete s.version, 'version'],
    ['an unknown top field', (s) => (s.zz = 1), 'zz'],
    ['repetitions 0', (s) => (s.repetitions = 0), 'repetitions'],
    ['repetitions 1.5', (s) => (s.repetitions = 1.5), 'repetitions'],
    ['repetitions 101', (s) => (s.repetitions = 101), 'repetitions'],
    ['aggregate', (s) => (s.aggregate = 'average'), 'aggregate'],
    ['base missing', (s) => delete s.base, 'base'],
    ['base a list', (s) => (s.base = []), 'base'],
    ['an unknown preset', (s) => (s.base = { preset: 'nope' }), 'base.preset'],
    ['a preset with more', (s) => (s.base = { preset: 'lab-pair-reno', duration_s: 1 }), 'base'],
    ['collect empty', (s) => (s.collect = {}), 'collect'],
    ['a figure that is not an expression', (s) => (s.collect = { g: 'flows[0].goodput_mbps +' }), 'collect.g'],
    ['a figure of an unknown field', (s) => (s.collect = { g: 'flows[0].cwnd' }), 'collect.g'],
    ['a figure name with a space', (s) => (s.collect = { 'g g': 'jain' }), 'collect.g g'],
    ['a figure that is a number', (s) => (s.collect = { g: 3 }), 'collect.g'],
    ['a flow the scenario lacks', (s) => (s.collect = { g: 'flows[7].goodput_mbps' }), 'collect.g'],
    ['axes not a list', (s) => (s.axes = {}), 'axes'],
    ['seven axes', (s) => (s.axes = Array.from({ length: 7 }, (_, i) => ({ label: `x${i}`, path: 'link.loss', values: [0] }))), 'axes'],
    ['an axis without a path', (s) => (s.axes = [{ values: [1] }]), 'axes[0].path'],
    ['an axis with path and paths', (s) => (s.axes = [{ path: 'link.loss', paths: ['link.loss'], values: [0] }]), 'axes[0].paths'],
    ['an axis path that is not one', (s) => (s.axes = [{ path: 'link..loss', values: [0] }]), 'axes[0].path'],
    ['an axis over version', (s) => (s.axes = [{ path: 'version', values: [1] }]), 'axes[0].path'],
    ['an axis with no values', (s) => (s.axes = [{ path: 'link.loss', values: [] }]), 'axes[0].values'],
    ['an axis value that is an object', (s) => (s.axes = [{ path: 'link.loss', values: [0, { x: 1 }] }]), 'axes[0].values[1]'],
    ['an axis value twice', (s) => (s.axes = [{ path: 'link.loss', values: [0, 0] }]), 'axes[0].values[1]'],
    ['an axis scale of zero', (s) => (s.axes = [{ path: 'link.loss', values: [0], scale: 0 }]), 'axes[0].scale'],
    ['an axis label with a slash', (s) => (s.axes = [{ path: 'link.loss', values: [0], label: 'a/b' }]), 'axes[0].label'],
    ['two axes with one label', (s) => (s.axes = [{ path: 'link.loss', values: [0] }, { path: 'link.loss', values: [0.1] }]), 'axes[1].label'],
    ['an unknown axis field', (s) => (s.axes = [{ path: 'link.loss', values: [0], step: 1 }]), 'axes[0].step'],
    ['a value the engine refuses', (s) => (s.axes = [{ path: 'link.loss', values: [0, 2] }]), 'axes (at link.loss=2)'],
    ['a list item that does not exist', (s) => (s.axes = [{ path: 'flows[5].cc', values: ['reno'] }]), 'axes[0].path'],
    ['a difference on no axis', (s) => (s.difference = { axis: 'zz', value: 1, minus: 2 }), 'difference.axis'],
    ['a difference of a value not on the axis', (s) => {
      s.axes = [{ label: 'cc', path: 'flows[*].cc', values: ['reno', 'cubic'] }];
      s.difference = { axis: 'cc', value: 'bbr', minus: 'reno' };
    }, 'difference.value'],
    ['a difference of a value with itself', (s) => {
      s.axes = [{ label: 'cc', path: 'flows[*].cc', values: ['reno', 'cubic'] }];
      s.difference = { axis: 'cc', value: 'reno', minus: 'reno' };
    }, 'difference.minus'],
    ['too many jobs', (s) => (s.axes = [0, 1, 2].map((k) => ({ label: `x${k}`, path: 'link.rate_mbps', values: Array.from({ length: 256 }, (_, i) => i + 1) }))), 'axes'],
    ['a description of 2001 characters', (s) => (s.description = 'x'.repeat(2001)), 'description'],
  ];

  it.each(BAD)('catalogue: %s -> SweepError at its field', (_what, mutate, field) => {
    const s: Record<string, unknown> = { version: 1, base: BASE, axes: [], collect: { g: 'flows[0].goodput_mbps' } };
    mutate(s);
    const e = sweepError(s);
    expect(e?.field).toBe(field);
    expect(e?.message.startsWith(`${field}: `)).toBe(true);
  });

  it('each catalogue mutation applied to a random valid sweep is refused at the same field', () => {
    fc.assert(
      fc.property(validSweep.filter((s) => !('preset' in s.base)), fc.integer({ min: 0, max: BAD.length - 1 }), (input, k) => {
        const [what, mutate, field] = BAD[k];
        const s = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
        mutate(s);
        const e = sweepError(s);
        expect(e?.field, what).toBe(field);
      }),
      { numRuns: 200, seed: 18_037 },
    );
  });

  it('random JSON is refused with a SweepError (never another error), or is a valid sweep', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ version: fc.constant(1), base: fc.jsonValue(), axes: fc.jsonValue(), collect: fc.jsonValue() })), (v) => {
        try {
          prepareSweep(v);
        } catch (e) {
          expect(e instanceof SweepError || e instanceof ScenarioError, String(e)).toBe(true);
        }
      }),
      { numRuns: 400, seed: 18_038 },
    );
  });

  it('random figure expressions parse or give a message, never throw', () => {
    const piece = fc.constantFrom('flows[0]', 'flows[1].goodput_mbps', 'pings[0].rtt_ms.median', 'jain', 'scenario.link.rate_mbps', '1e3', '(', ')', '+', '-', '*', '/', ' ', 'queue.drops', 'flows[', '.', 'x', '2');
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 40 }), fc.array(piece, { maxLength: 12 }).map((p) => p.join(''))), (text) => {
        let r: ReturnType<typeof parseExpr> | undefined;
        expect(() => (r = parseExpr(text))).not.toThrow();
        if (typeof r === 'string') expect(r.length).toBeGreaterThan(0);
      }),
      { numRuns: 600, seed: 18_039 },
    );
  });
});
