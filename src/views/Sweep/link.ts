// The sweep in the page's address, so that "copy link" carries it: ?preset=<name> for a preset
// (the demo, the default, is left out), or ?sweep=<base64url of its JSON> for a pasted one (the
// same encoding as ?scenario=, src/views/shared/scenarioParam.ts). Pure.
import { decodeScenarioParam, encodeScenarioParam } from '../shared/scenarioParam';

export const DEFAULT_PRESET = 'demo';

export type SweepLink =
  | { kind: 'preset'; preset: string }
  | { kind: 'sweep'; text: string }
  | { kind: 'none' }
  | { kind: 'bad'; problem: 'size' | 'encoding' | 'json' | 'shape' };

/** What the address asks for (a pasted sweep wins over a preset). */
export function readSweepLink(search: string): SweepLink {
  const q = new URLSearchParams(search);
  const raw = q.get('sweep');
  if (raw !== null) {
    const d = decodeScenarioParam(raw);
    return d.ok ? { kind: 'sweep', text: JSON.stringify(d.scenario, null, 2) } : { kind: 'bad', problem: d.problem };
  }
  const preset = q.get('preset');
  return preset ? { kind: 'preset', preset } : { kind: 'none' };
}

/** The address's query for the sweep on screen; other parameters (lang, projector, …) are kept. */
export function writeSweepLink(search: string, choice: { preset: string } | { sweep: unknown }): string {
  const q = new URLSearchParams(search);
  q.delete('preset');
  q.delete('sweep');
  if ('sweep' in choice) q.set('sweep', encodeScenarioParam(choice.sweep));
  else if (choice.preset !== DEFAULT_PRESET) q.set('preset', choice.preset);
  const s = q.toString();
  return s ? `?${s}` : '';
}
