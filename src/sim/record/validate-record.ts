// The one door for RunRecords read from outside (a view's import, a lesson, the grader): the
// scenario through the scenario schema (types, ranges, unknown fields), the summary and the series
// checked for finite numbers, ranges, lengths that agree and times that increase. The answer is
// structured (field, kind, value, valid range) so the page and the grader word it in the reader's
// language. Pure, no DOM: the browser and Node use the same checks.
import { parseScenario } from '../scenario/parse';
import { ScenarioError } from '../scenario/errors';
import type { Scenario } from '../scenario/types';
import { ENGINE_VERSION } from '../version';

/** Records name their engine "sierra <semver>". */
const ENGINE_PREFIX = 'sierra ';
import type { RunRecord } from './run-record';

export type RecordProblemKind =
  | 'json' // not JSON at all
  | 'size' // larger than the limit
  | 'shape' // not an object / not a list of records
  | 'missing' // a required field is absent
  | 'type' // wrong type (a string where a number goes)
  | 'range' // a number outside its valid range (negative, too large)
  | 'finite' // NaN or Infinity where a number must be finite
  | 'length' // series whose lengths disagree
  | 'order' // times that go back
  | 'unknown' // a field the format does not have
  | 'version' // a format version this engine cannot read
  | 'key' // a key that could reach an object's prototype
  | 'scenario'; // refused by the scenario schema (detail is the engine's text)

export interface RecordProblem {
  /** Dotted path, e.g. "summary.flows[0].goodput_mbps", "series.t_s", "scenario.link.rate_mbps". */
  field: string;
  kind: RecordProblemKind;
  /** The offending value, shown as JSON. */
  value?: string;
  /** What is valid, in the engine's words (numbers with '.', e.g. "0 to 100000"). */
  valid?: string;
  /** The scenario schema's own message, for kind 'scenario'. */
  detail?: string;
}

export type RecordCheck =
  | { ok: true; records: RunRecord[]; /** Records made by another engine version (each is still readable). */ otherEngine: string[] }
  | { ok: false; problem: RecordProblem };

/** Largest file the lab reads (a 10-minute run with series of every flow stays far below). */
export const RECORD_MAX_BYTES = 50 * 1024 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class Refusal extends Error {
  constructor(readonly problem: RecordProblem) {
    super(`${problem.field}: ${problem.kind}`);
  }
}

function refuse(field: string, kind: RecordProblemKind, extra: Partial<RecordProblem> = {}): never {
  throw new Refusal({ field, kind, ...extra });
}

function show(v: unknown): string {
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  const s = JSON.stringify(v);
  if (s === undefined) return String(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function obj(x: unknown, field: string): Record<string, unknown> {
  if (x === undefined) refuse(field, 'missing');
  if (!isObj(x)) refuse(field, 'type', { value: show(x), valid: 'an object' });
  return x;
}

function arr(x: unknown, field: string): unknown[] {
  if (x === undefined) refuse(field, 'missing');
  if (!Array.isArray(x)) refuse(field, 'type', { value: show(x), valid: 'a list' });
  return x;
}

/** A finite number in [min, max] (integers only with `int`). */
function num(x: unknown, field: string, min: number, max: number, int = false): number {
  const valid = `${int ? 'integer ' : ''}${min} to ${max}`;
  if (x === undefined) refuse(field, 'missing', { valid });
  if (typeof x !== 'number') refuse(field, 'type', { value: show(x), valid });
  if (!Number.isFinite(x)) refuse(field, 'finite', { value: show(x), valid });
  if (x < min || x > max || (int && !Number.isInteger(x))) refuse(field, 'range', { value: show(x), valid });
  return x;
}

/** A series value: a finite number in range, or null (JSON's NaN: a missing sample). */
function sample(x: unknown, field: string, min: number, max: number): void {
  if (x === null) return;
  num(x, field, min, max);
}

/** Walks a parsed value once for keys that could reach a prototype (JSON.parse makes them own keys). */
function checkKeys(x: unknown, field: string, depth = 0): void {
  if (depth > 64) refuse(field, 'shape');
  if (Array.isArray(x)) {
    // Long numeric series hold no keys: only the first element's shape can matter.
    if (x.length > 0 && typeof x[0] === 'object') for (let i = 0; i < x.length; i++) checkKeys(x[i], `${field}[${i}]`, depth + 1);
    return;
  }
  if (!isObj(x)) return;
  for (const k of Object.keys(x)) {
    if (FORBIDDEN_KEYS.has(k)) refuse(field ? `${field}.${k}` : k, 'key');
    checkKeys(x[k], field ? `${field}.${k}` : k, depth + 1);
  }
}

const BIG = 1e15;

function checkRtt(x: unknown, field: string): void {
  if (x === null) return;
  const r = obj(x, field);
  const min = num(r.min, `${field}.min`, 0, 1e7);
  const median = num(r.median, `${field}.median`, 0, 1e7);
  const max = num(r.max, `${field}.max`, 0, 1e7);
  if (median < min) refuse(`${field}.median`, 'range', { value: show(median), valid: `${min} to ${max}` });
  if (max < median) refuse(`${field}.max`, 'range', { value: show(max), valid: `at least ${median}` });
}

function checkTimes(x: unknown, field: string, durationS: number): number[] {
  const list = arr(x, field);
  let prev = -Infinity;
  for (let i = 0; i < list.length; i++) {
    const t = num(list[i], `${field}[${i}]`, 0, durationS + 1e-6);
    if (t < prev) refuse(`${field}[${i}]`, 'order', { value: show(t), valid: `at least ${prev}` });
    prev = t;
  }
  return list as number[];
}

function checkSummary(x: unknown, scenario: Scenario): void {
  const s = obj(x, 'summary');
  const dur = scenario.duration_s;
  const flowIds = new Set(scenario.flows.map((f) => f.id));
  const flows = arr(s.flows, 'summary.flows');
  if (flows.length !== scenario.flows.length) refuse('summary.flows', 'length', { value: String(flows.length), valid: String(scenario.flows.length) });
  const maxRate = Math.max(scenario.link.rate_mbps, 1) * 1.05;
  flows.forEach((f, i) => {
    const at = `summary.flows[${i}]`;
    const flow = obj(f, at);
    if (typeof flow.id !== 'string' || !flowIds.has(flow.id)) refuse(`${at}.id`, 'range', { value: show(flow.id), valid: [...flowIds].join(', ') });
    num(flow.goodput_mbps, `${at}.goodput_mbps`, 0, maxRate);
    num(flow.bytes_delivered, `${at}.bytes_delivered`, 0, BIG, true);
    num(flow.retransmits, `${at}.retransmits`, 0, BIG, true);
    num(flow.packets_sent, `${at}.packets_sent`, 0, BIG, true);
    num(flow.packets_dropped, `${at}.packets_dropped`, 0, BIG, true);
    checkTimes(flow.loss_events, `${at}.loss_events`, dur);
    if (flow.ecn_events !== undefined) checkTimes(flow.ecn_events, `${at}.ecn_events`, dur);
    if (flow.rtt_ms === undefined) refuse(`${at}.rtt_ms`, 'missing');
    checkRtt(flow.rtt_ms, `${at}.rtt_ms`);
    // FRCT flows: both ends' RIB counters (finite numbers) and the IPCP's fields (numbers or short names).
    if (flow.frct !== undefined) {
      const frct = obj(flow.frct, `${at}.frct`);
      for (const end of ['sender', 'receiver']) {
        for (const [k, v] of Object.entries(obj(frct[end], `${at}.frct.${end}`))) num(v, `${at}.frct.${end}.${k}`, -BIG, BIG);
      }
    }
    if (flow.mbecn !== undefined) {
      for (const [k, v] of Object.entries(obj(flow.mbecn, `${at}.mbecn`))) {
        if (typeof v === 'string') {
          if (v.length > 80) refuse(`${at}.mbecn.${k}`, 'range', { value: show(v), valid: 'a name of at most 80 characters' });
        } else num(v, `${at}.mbecn.${k}`, -BIG, BIG);
      }
    }
  });
  const pingIds = new Set(scenario.pings.map((p) => p.id));
  const pings = arr(s.pings, 'summary.pings');
  if (pings.length !== scenario.pings.length) refuse('summary.pings', 'length', { value: String(pings.length), valid: String(scenario.pings.length) });
  pings.forEach((p, i) => {
    const at = `summary.pings[${i}]`;
    const ping = obj(p, at);
    if (typeof ping.id !== 'string' || !pingIds.has(ping.id)) refuse(`${at}.id`, 'range', { value: show(ping.id), valid: [...pingIds].join(', ') });
    const sent = num(ping.sent, `${at}.sent`, 0, BIG, true);
    num(ping.received, `${at}.received`, 0, sent, true);
    if (ping.lost !== undefined) num(ping.lost, `${at}.lost`, 0, sent, true);
    if (ping.rtt_ms === undefined) refuse(`${at}.rtt_ms`, 'missing');
    checkRtt(ping.rtt_ms, `${at}.rtt_ms`);
  });
  const q = obj(s.queue, 'summary.queue');
  for (const k of ['drops', 'marks', 'max_bytes']) num(q[k], `summary.queue.${k}`, 0, BIG);
  for (const [k, v] of Object.entries(q)) if (typeof v !== 'string') num(v, `summary.queue.${k}`, 0, BIG);
  num(s.jain, 'summary.jain', 0, 1 + 1e-9);
  num(s.events, 'summary.events', 0, BIG, true);
}

function checkSeries(x: unknown, scenario: Scenario): void {
  const s = obj(x, 'series');
  const t = checkTimes(s.t_s, 'series.t_s', scenario.duration_s);
  const n = t.length;
  const same = (list: unknown[], field: string) => {
    if (list.length !== n) refuse(field, 'length', { value: String(list.length), valid: String(n) });
  };
  const flowIds = new Set(scenario.flows.map((f) => f.id));
  if (s.flows !== undefined) {
    for (const [id, named] of Object.entries(obj(s.flows, 'series.flows'))) {
      if (!flowIds.has(id)) refuse(`series.flows.${id}`, 'unknown', { valid: [...flowIds].join(', ') });
      for (const [name, values] of Object.entries(obj(named, `series.flows.${id}`))) {
        const field = `series.flows.${id}.${name}`;
        const list = arr(values, field);
        same(list, field);
        for (let i = 0; i < list.length; i++) sample(list[i], `${field}[${i}]`, -BIG, BIG);
      }
    }
  }
  for (const name of ['queue_bytes', 'queue_drops', 'queue_marks', 'queue_sojourn_ms']) {
    if (s[name] === undefined) continue;
    const list = arr(s[name], `series.${name}`);
    same(list, `series.${name}`);
    for (let i = 0; i < list.length; i++) sample(list[i], `series.${name}[${i}]`, 0, BIG);
  }
  if (s.pings !== undefined) {
    const pingIds = new Set(scenario.pings.map((p) => p.id));
    for (const [id, p] of Object.entries(obj(s.pings, 'series.pings'))) {
      if (!pingIds.has(id)) refuse(`series.pings.${id}`, 'unknown', { valid: [...pingIds].join(', ') });
      const ping = obj(p, `series.pings.${id}`);
      const times = checkTimes(ping.t_s, `series.pings.${id}.t_s`, scenario.duration_s);
      const rtt = arr(ping.rtt_ms, `series.pings.${id}.rtt_ms`);
      if (rtt.length !== times.length) refuse(`series.pings.${id}.rtt_ms`, 'length', { value: String(rtt.length), valid: String(times.length) });
      for (let i = 0; i < rtt.length; i++) sample(rtt[i], `series.pings.${id}.rtt_ms[${i}]`, 0, 1e7);
    }
  }
}

/** The scenario schema's message, as one of our kinds (the detail keeps its exact words). */
function scenarioKind(detail: string): RecordProblemKind {
  if (/is out of range|is not an integer|too (big|small)|at most|at least/.test(detail)) return 'range';
  if (/^expected|invalid input|must be/i.test(detail)) return 'type';
  if (/unknown|unrecognized/i.test(detail)) return 'unknown';
  if (/^required/.test(detail)) return 'missing';
  return 'scenario';
}

// Fields beyond version, engine, scenario, summary and series are a view's own additions (the BDP
// pipe's points, for one): kept as data and not checked here, except for prototype keys.

function checkOne(x: unknown, at: string): { record: RunRecord; otherEngine: string | null } {
  const r = obj(x, at || 'record');
  const field = (name: string) => (at ? `${at}.${name}` : name);
  if (r.version !== 1) refuse(field('version'), r.version === undefined ? 'missing' : 'version', { value: show(r.version), valid: '1' });
  if (typeof r.engine !== 'string' || !r.engine.startsWith(ENGINE_PREFIX)) refuse(field('engine'), r.engine === undefined ? 'missing' : 'type', { value: show(r.engine), valid: `"${ENGINE_PREFIX}<version>"` });
  let scenario: Scenario;
  try {
    scenario = parseScenario(obj(r.scenario, field('scenario')));
  } catch (e) {
    if (e instanceof ScenarioError) {
      const valid = /\(valid: ([^)]*)\)/.exec(e.detail)?.[1];
      refuse(field(`scenario.${e.field}`.replace(/\.scenario$/, '')), scenarioKind(e.detail), {
        detail: e.detail,
        ...(valid ? { valid } : {}),
        ...(/ is out of range/.test(e.detail) ? { value: e.detail.split(' is out of range')[0] } : {}),
      });
    }
    throw e;
  }
  try {
    checkSummary(r.summary, scenario);
    if (r.series !== undefined) checkSeries(r.series, scenario);
  } catch (e) {
    if (e instanceof Refusal && at) throw new Refusal({ ...e.problem, field: `${at}.${e.problem.field}` });
    throw e;
  }
  const version = r.engine.slice(ENGINE_PREFIX.length);
  return { record: { ...(r as unknown as RunRecord), scenario }, otherEngine: version === ENGINE_VERSION ? null : version };
}

/** Checks one record, or a list of records (a view's export of several runs), from text or a parsed value. */
export function checkRunRecords(input: unknown, options: { maxBytes?: number } = {}): RecordCheck {
  try {
    let value = input;
    if (typeof input === 'string') {
      if (input.length > (options.maxBytes ?? RECORD_MAX_BYTES)) refuse('file', 'size', { value: String(input.length), valid: `at most ${options.maxBytes ?? RECORD_MAX_BYTES} bytes` });
      try {
        value = JSON.parse(input);
      } catch {
        refuse('file', 'json');
      }
    }
    checkKeys(value, '');
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0) refuse('file', 'shape');
    const records: RunRecord[] = [];
    const otherEngine: string[] = [];
    list.forEach((x, i) => {
      const one = checkOne(x, Array.isArray(value) ? `[${i}]` : '');
      records.push(one.record);
      if (one.otherEngine) otherEngine.push(one.otherEngine);
    });
    return { ok: true, records, otherEngine };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, problem: e.problem };
    // Anything else is a bug in the checks; still a refusal, never an uncaught error.
    return { ok: false, problem: { field: 'file', kind: 'shape', detail: e instanceof Error ? e.message : String(e) } };
  }
}
