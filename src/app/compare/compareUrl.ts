// Side by side in the address: `?compare=1` shows the view twice; the left column (A) keeps the
// view's own parameters (`cc=reno`, `scenario=…`), the right one (B) the same names prefixed with
// `b.` (`b.cc=cubic`, `b.scenario=…`). So a link restores both scenarios, and leaving side by side
// keeps the left one as the view's. Pure: the page does the History API part.
import { encodeScenarioParam, SCENARIO_PARAM } from '../../views/shared/scenarioParam';
import type { CompareSide } from '../../controls/compare/compareColumn';
import type { ViewDeclaration } from '../../views/shared/viewDeclaration';
import { writeViewParams, type ViewParam } from '../../views/shared/viewParams';

export const COMPARE_PARAM = 'compare';
export const B_PREFIX = 'b.';

const prefixOf = (side: CompareSide) => (side === 'b' ? B_PREFIX : '');

export function isCompare(search: string): boolean {
  return new URLSearchParams(search).get(COMPARE_PARAM) === '1';
}

/** One column's parameters, under the view's own names (what the view's reader expects). */
export function columnSearch(search: string, side: CompareSide): string {
  const q = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [k, v] of q) {
    const isB = k.startsWith(B_PREFIX);
    if (side === 'b' && isB) out.append(k.slice(B_PREFIX.length), v);
    else if (side === 'a' && !isB && k !== COMPARE_PARAM) out.append(k, v);
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** Side by side from a view's address: both columns start from the view's current settings. */
export function enterCompare(search: string, params: readonly Pick<ViewParam<never>, 'name'>[]): string {
  const q = new URLSearchParams(leaveCompare(search));
  q.set(COMPARE_PARAM, '1');
  for (const name of [...params.map((p) => p.name), SCENARIO_PARAM]) {
    const v = q.get(name);
    if (v !== null) q.set(`${B_PREFIX}${name}`, v);
  }
  return `?${q.toString()}`;
}

/** Back to the view alone: the left column's settings stay, the right one's go. */
export function leaveCompare(search: string): string {
  const q = new URLSearchParams(search);
  q.delete(COMPARE_PARAM);
  for (const k of [...q.keys()]) if (k.startsWith(B_PREFIX)) q.delete(k);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The address after one column's options changed: its parameters written (those at their
 * default left out), and a scenario it came with replaced by the one its options now run, so a
 * link reopens what the column shows (a view that runs several scenarios drops it instead).
 */
export function writeColumn<O>(d: ViewDeclaration<O>, side: CompareSide, options: O, search: string): string {
  const prefix = prefixOf(side);
  const named = d.params.map((p) => ({ ...p, name: `${prefix}${p.name}` }));
  const q = new URLSearchParams(writeViewParams(named, options, search));
  const key = `${prefix}${SCENARIO_PARAM}`;
  if (q.has(key)) {
    const scenario = d.toScenario(options);
    if (scenario !== null && typeof scenario === 'object' && !Array.isArray(scenario)) q.set(key, encodeScenarioParam(scenario));
    else q.delete(key);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
