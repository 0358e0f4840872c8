// examples/: every scenario is valid, runs, and is explained in examples/README.md's table; the
// sweep expands; the trace is one decrease-ratios reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decreaseRatios, parseTraceCsv } from '../models';
import { checkBudget, CLI_BUDGET_EVENTS } from '../sim/scenario/cost';
import { parseScenario } from '../sim/scenario/parse';
import { createSimulation } from '../sim/simulation';
import { prepareSweep } from '../sim/sweep';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
const GUIDE = readFileSync(join(EXAMPLES, 'README.md'), 'utf8');
const read = (p: string): unknown => JSON.parse(readFileSync(join(EXAMPLES, p), 'utf8'));
const scenarios = readdirSync(join(EXAMPLES, 'scenarios')).filter((f) => f.endsWith('.json')).sort();

describe('examples/', () => {
  it('has a scenario per kind of experiment, each a row of examples/README.md, and no row without its file', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(10);
    const rows = [...GUIDE.matchAll(/^\| `(scenarios\/[^`]+\.json)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual(scenarios.map((f) => `scenarios/${f}`));
  });

  it.each(scenarios)('scenarios/%s is valid, under the command line budget, and runs', (f) => {
    const s = parseScenario(read(`scenarios/${f}`));
    expect(checkBudget(s, CLI_BUDGET_EVENTS).ok).toBe(true);
    const sim = createSimulation(s);
    sim.runToEnd();
    const rec = sim.record();
    expect(rec.summary.flows.length).toBe(s.flows.length);
    for (const flow of rec.summary.flows) expect(flow.bytes_delivered).toBeGreaterThan(0);
  });

  it('sweep-loss-cc.json expands into 36 jobs (3 x 2 x 2 points, 3 seeds)', () => {
    expect(prepareSweep(read('sweep-loss-cc.json')).jobs).toHaveLength(36);
  });

  it('trace-reno.csv is a trace in the course columns with losses to read', () => {
    const text = readFileSync(join(EXAMPLES, 'trace-reno.csv'), 'utf8');
    expect(text.split('\n')[0]).toBe('t_s,cwnd_segments,ssthresh_segments,rtt_ms');
    const ratios = decreaseRatios(parseTraceCsv(text));
    expect(ratios.length).toBeGreaterThan(0);
  });
});
