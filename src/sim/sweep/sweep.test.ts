import { describe, expect, it } from 'vitest';
import {
  aggregateSweep, aggregateValues, expandSweep, parseSweep, prepareSweep, runSweepJob, sweepCsv, sweepMarkdown,
  SWEEP_PRESETS, sweepPresetStatus, type SweepJobResult,
} from '.';
import { parseExpr, evalExpr } from './expr';

const base = { version: 1, duration_s: 2, link: { rate_mbps: 10, delay_ms: 10 }, flows: [{ id: 's1', cc: 'reno' }] };
const tiny = {
  version: 1, base,
  axes: [
    { label: 'loss_pct', path: 'link.loss', values: [0.1, 1], scale: 0.01 },
    { label: 'cc', path: 'flows[0].cc', values: ['reno', 'cubic'] },
  ],
  repetitions: 2,
  collect: { goodput: 'flows[0].goodput_mbps', rtx: 'flows[0].retransmits', norm: 'flows[0] / scenario.link.rate_mbps' },
};

describe('sweep parsing', () => {
  it('fills in defaults', () => {
    const s = parseSweep({ version: 1, base: { preset: 'lab-baseline-reno' } });
    expect(s).toMatchObject({ axes: [], repetitions: 1, aggregate: 'median', difference: null, collect: { goodput_mbps: 'flows[0].goodput_mbps' } });
  });
  it.each([
    [{ base }, /^version: required \(valid: 1\)$/],
    [{ version: 2, base }, /^version: 2 is not supported \(valid: 1\)$/],
    [{ version: 1 }, /^base: required/],
    [{ version: 1, base: { preset: 'nope' } }, /^base\.preset: unknown preset "nope"/],
    [{ version: 1, base, axis: [] }, /^axis: unknown field \(valid: version, /],
    [{ version: 1, base, axes: [{ path: 'link.loss', values: [] }] }, /^axes\[0\]\.values: expected a list of 1 to 256 values$/],
    [{ version: 1, base, axes: [{ path: 'link..loss', values: [1] }] }, /^axes\[0\]\.path: "link\.\.loss" is not a field path/],
    [{ version: 1, base, axes: [{ path: 'link.loss', values: [0, 0] }] }, /^axes\[0\]\.values\[1\]: 0 appears twice/],
    [{ version: 1, base, axes: [{ path: 'link.loss', values: [{}] }] }, /^axes\[0\]\.values\[0\]: expected a number, string, boolean or null$/],
    [{ version: 1, base, repetitions: 0 }, /^repetitions: 0 is out of range \(valid: integer 1 to 100/],
    [{ version: 1, base, aggregate: 'mode' }, /^aggregate: "mode" is not valid \(valid: median, mean, min, max\)$/],
    [{ version: 1, base, collect: { g: 'flows[0].goodput' } }, /^collect\.g: flows\[0\]\.goodput: unknown field goodput \(valid: goodput_mbps, /],
    [{ version: 1, base, collect: { g: 'flows[0] /' } }, /^collect\.g: ends too early$/],
    [{ version: 1, base, collect: { g: 'jain $' } }, /^collect\.g: unexpected "\$"/],
    [{ ...tiny, difference: { axis: 'cc', value: 'bbr', minus: 'reno' } }, /^difference\.value: "bbr" is not a value of axis cc \(valid: "reno", "cubic"\)$/],
    [{ ...tiny, difference: { axis: 'speed', value: 1, minus: 2 } }, /^difference\.axis: "speed" is not an axis label \(valid: loss_pct, cc\)$/],
  ])('refuses %j naming the field', (input, message) => {
    expect(() => parseSweep(input)).toThrow(message);
  });
  it('refuses a point the engine refuses, naming the point and the scenario field', () => {
    const s = parseSweep({ version: 1, base, axes: [{ path: 'link.loss', values: [0, 2] }] });
    expect(() => expandSweep(s)).toThrow(/^axes \(at link\.loss=2\): link\.loss: 2 is out of range \(valid: 0 to 1\)$/);
    const f = parseSweep({ version: 1, base, axes: [{ path: 'flows[1].cc', values: ['reno'] }] });
    expect(() => expandSweep(f)).toThrow(/^axes\[0\]\.path: flows\[1\] does not exist in the base scenario \(it has 1\)$/);
    const c = parseSweep({ version: 1, base, collect: { r: 'flows[0] / flows[1]' } });
    expect(() => expandSweep(c)).toThrow(/^collect\.r: flows\[1\] does not exist \(the scenario has 1 flow\)$/);
  });
});

describe('expansion', () => {
  it('is the axes product (last fastest) times the seeds, with scaled values and full scenarios', () => {
    const { jobs } = prepareSweep(tiny);
    expect(jobs.length).toBe(8);
    expect(jobs.map((j) => [j.point, j.rep, j.seed, j.axes.loss_pct, j.axes.cc])).toEqual([
      [0, 0, 1, 0.1, 'reno'], [0, 1, 2, 0.1, 'reno'], [1, 0, 1, 0.1, 'cubic'], [1, 1, 2, 0.1, 'cubic'],
      [2, 0, 1, 1, 'reno'], [2, 1, 2, 1, 'reno'], [3, 0, 1, 1, 'cubic'], [3, 1, 2, 1, 'cubic'],
    ]);
    expect(jobs[0].scenario.link.loss).toBe(0.001); // 0.1 % x 0.01, not 0.0010000000000000002
    expect(jobs[7].scenario.link.loss).toBe(0.01);
    expect(jobs[3].scenario.flows[0]).toMatchObject({ cc: 'cubic', transport: 'tcp' });
    expect(jobs[3].scenario.seed).toBe(2);
    expect(jobs[0].scenario.link.queue).toMatchObject({ kind: 'fifo' }); // defaults filled in
  });
  it('writes several paths per axis and [*] to every list item; takes a preset as the base', () => {
    const { jobs } = prepareSweep({
      version: 1, base: { preset: 'lab-rtt-reno' },
      axes: [
        { label: 'd', paths: ['link.delay_ms', 'link.reverse_delay_ms'], values: [10], scale: 0.5 },
        { label: 'cc', path: 'flows[*].cc', values: ['cubic'] },
      ],
    });
    expect(jobs[0].scenario.link.delay_ms).toBe(5);
    expect(jobs[0].scenario.link.reverse_delay_ms).toBe(5);
    expect(jobs[0].scenario.flows.map((f) => (f.transport === 'tcp' ? f.cc : null))).toEqual(['cubic', 'cubic']);
    expect(jobs[0].scenario.flows[1].extra_delay_ms).toBe(80);
  });
});

describe('figures and aggregation', () => {
  it('evaluates expressions, null on missing values and division by zero', () => {
    const ctx = { summary: { flows: [{ goodput_mbps: 6 }, { goodput_mbps: 2, rtt_ms: null }], jain: 0.8 }, scenario: { link: { rate_mbps: 10 } } };
    const ev = (t: string) => {
      const e = parseExpr(t);
      if (typeof e === 'string') throw new Error(e);
      return evalExpr(e, ctx);
    };
    expect(ev('flows[0] / flows[1]')).toBe(3);
    expect(ev('flows[0] / (flows[0] + flows[1])')).toBe(0.75);
    expect(ev('flows[0].goodput_mbps / scenario.link.rate_mbps')).toBe(0.6);
    expect(ev('-jain * 2 + 1')).toBeCloseTo(-0.6, 12);
    expect(ev('flows[1].rtt_ms.median')).toBeNull();
    expect(ev('jain / (flows[0] - 6)')).toBeNull();
  });
  it('aggregates with median, mean, min, max ignoring nulls', () => {
    expect(aggregateValues([3, null, 1, 2], 'median')).toBe(2);
    expect(aggregateValues([4, 1, 2, 3], 'median')).toBe(2.5);
    expect(aggregateValues([1, 2, 6], 'mean')).toBe(3);
    expect(aggregateValues([5, 1], 'min')).toBe(1);
    expect(aggregateValues([5, 1], 'max')).toBe(5);
    expect(aggregateValues([null], 'median')).toBeNull();
  });
  it('builds rows in point order whatever order results arrive in, a difference table, CSV and Markdown', () => {
    const input = { ...tiny, difference: { axis: 'cc', value: 'cubic', minus: 'reno' } };
    const { sweep, jobs } = prepareSweep(input);
    // Synthetic results: goodput = point * 10 + rep, so medians are point * 10 + 0.5.
    const results: SweepJobResult[] = jobs.map((j) => ({ index: j.index, events: 1, figures: { goodput: j.point * 10 + j.rep, rtx: j.rep === 0 ? null : 3, norm: 1 } }));
    const r = aggregateSweep(sweep, jobs, [...results].reverse());
    expect(r.rows.map((x) => x.figures.goodput)).toEqual([0.5, 10.5, 20.5, 30.5]);
    expect(r.rows[1].runs.goodput).toEqual([10, 11]);
    expect(r.rows[0].figures.rtx).toBe(3);
    expect(r.difference!.rows).toEqual([
      { axes: { loss_pct: 0.1 }, figures: { goodput: 10, rtx: 0, norm: 0 }, runs: {} },
      { axes: { loss_pct: 1 }, figures: { goodput: 10, rtx: 0, norm: 0 }, runs: {} },
    ]);
    expect(sweepCsv(r)).toBe('loss_pct,cc,goodput,rtx,norm\n0.1,reno,0.5,3,1\n0.1,cubic,10.5,3,1\n1,reno,20.5,3,1\n1,cubic,30.5,3,1\n');
    expect(sweepCsv(r, 'difference')).toBe('loss_pct,goodput,rtx,norm\n0.1,10,0,0\n1,10,0,0\n');
    const md = sweepMarkdown(r).split('\n');
    expect(md[0]).toBe('| loss_pct | cc | goodput (median) | rtx (median) | norm (median) |');
    expect(md[3]).toBe('| 0.1 | cubic | 10.5 (10 · 11) | 3 (– · 3) | 1 (1 · 1) |');
    expect(() => aggregateSweep(sweep, jobs, results.slice(1))).toThrow(/^results: 7 results for 8 jobs/);
  });
  it('runs real jobs: a 2x2 reno/cubic sweep gives plausible, seed-dependent goodputs', () => {
    const { sweep, jobs } = prepareSweep(tiny);
    const r = aggregateSweep(sweep, jobs, jobs.map((j) => runSweepJob(j, sweep.collect)));
    for (const row of r.rows) {
      expect(row.figures.goodput).toBeGreaterThan(1);
      expect(row.figures.goodput).toBeLessThan(10);
      expect(row.figures.norm).toBeCloseTo(row.figures.goodput! / 10, 12);
    }
    // 1 % loss hurts more than 0.1 %.
    expect(r.rows[2].figures.goodput!).toBeLessThan(r.rows[0].figures.goodput!);
    // Same job, same figures (determinism).
    expect(runSweepJob(jobs[5], sweep.collect)).toEqual(runSweepJob(jobs[5], sweep.collect));
  });
});

describe('presets', () => {
  it('have stable names and all parse; the course ones run on this engine', () => {
    const names = SWEEP_PRESETS.map((p) => p.name);
    for (const n of ['demo', 'course-loss-table', 'course-buffer-table', 'course-rtt-ratio', 'sce-one-flow-reno', 'sce-one-flow-dctcp',
      'sce-two-flow-flowblind-reno-vs-reno-sce', 'sce-two-flow-single-reno-vs-reno-sce', 'sce-two-flow-flows-cubic-vs-dctcp-sce']) expect(names).toContain(n);
    for (const p of SWEEP_PRESETS) {
      const s = sweepPresetStatus(p);
      if (p.needs.length === 0) expect(s.problem, p.name).toBeNull();
      else if (s.problem !== null) expect(s.problem).toMatch(/not available in this engine version yet/);
    }
  });
  it('match the sources: the loss table, the buffer table, exercise 10 and the SCE grid', () => {
    const loss = prepareSweep(SWEEP_PRESETS.find((p) => p.name === 'course-loss-table')!.sweep);
    expect([...new Set(loss.jobs.map((j) => j.scenario.link.loss))]).toEqual([0.01, 0.001, 0.0001]);
    expect(loss.jobs.length).toBe(18);
    const buf = prepareSweep(SWEEP_PRESETS.find((p) => p.name === 'course-buffer-table')!.sweep);
    expect([...new Set(buf.jobs.map((j) => (j.scenario.link.queue as { limit_bytes: number }).limit_bytes))]).toEqual([51200, 256000, 2048000]);
    const rtt = prepareSweep(SWEEP_PRESETS.find((p) => p.name === 'course-rtt-ratio')!.sweep);
    expect([...new Set(rtt.jobs.map((j) => j.scenario.flows[1].extra_delay_ms))]).toEqual([20, 80, 160]);
    const sce = parseSweep(SWEEP_PRESETS.find((p) => p.name === 'sce-one-flow-reno')!.sweep);
    expect(sce.axes[0].values).toEqual([0.5, 1, 2, 5, 10, 25, 50, 100]);
    expect(sce.axes[1]).toMatchObject({ values: [0, 2, 5, 10, 20, 40, 80, 160], scale: 0.5, paths: ['link.delay_ms', 'link.reverse_delay_ms'] });
    expect(sce.difference).toEqual({ axis: 'cc', value: 'reno-sce', minus: 'reno' });
  });
});
