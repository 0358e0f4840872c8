// Which demos each view has speaker notes for (src/app/present/locales, present.notes.<view>.<preset>),
// and which of them a run's scenario is: the engine's presets, compared on what makes the demo
// (link, queue, flows, pings), not on its length or seed.
import { parseScenario, PRESETS, type Scenario } from '../../../sim';

/** Per view, the presets with notes, in the order the console offers them ('default' first). */
export const NOTE_PRESETS: Record<string, readonly string[]> = {
  sawtooth: ['default', 'lab-baseline-reno', 'lab-baseline-cubic', 'lab-loss-1-reno', 't10-bbr-clean'],
  'bdp-pipe': ['default'],
  bufferbloat: ['default', 'lab-bloat-50-reno', 'lab-bloat-250-reno', 'lab-bloat-2000-reno'],
  'phase-plane': ['default', 'lab-pair-reno', 'lab-rtt-reno'],
  'link-ping': ['default'],
  'loss-not-congestion': ['default', 't10-cubic-loss-1', 't10-bbr-loss-1'],
  'frct-repair': ['default', 't08-oping-loss-2', 't10-frct-1024-loss-1'],
  sweep: ['default'],
  fairness: ['default', 'lab-pair-reno-cubic', 'lab-rtt-cubic', 'lab-parallel-cubic'],
};

/** The locale key of a preset's notes (i18n keys cannot hold dots). */
export function noteKey(view: string, preset: string): string {
  return `present.notes.${view}.${preset.replace(/\./g, '_')}`;
}

/** What makes a demo: everything but the run's length, seed and sampling. */
export function demoSignature(s: Scenario): string {
  const { rate_mbps, delay_ms, reverse_delay_ms, loss, reverse_loss, queue } = s.link;
  const flows = s.flows.map((f) => {
    const base = { transport: f.transport, start_s: f.start_s, extra_delay_ms: f.extra_delay_ms };
    if (f.transport === 'tcp') return { ...base, cc: f.cc, stack: f.stack, ecn: f.ecn, parallel: f.parallel };
    if (f.transport === 'frct') return { ...base, ecn: f.ecn, parallel: f.parallel, frct: f.frct, app: f.app };
    return { ...base, rate_mbps: f.rate_mbps };
  });
  const pings = s.pings.map((p) => ({ interval_ms: p.interval_ms, start_s: p.start_s }));
  return JSON.stringify({ rate_mbps, delay_ms, reverse_delay_ms, loss, reverse_loss, queue, flows, pings });
}

function normalised(x: unknown): Scenario | null {
  try {
    return parseScenario(x);
  } catch {
    return null;
  }
}

const signatures = new Map<string, string>();
function presetSignature(name: string): string | null {
  let sig = signatures.get(name);
  if (sig === undefined) {
    const p = PRESETS.find((x) => x.name === name);
    const s = p ? normalised(p.scenario) : null;
    sig = s ? demoSignature(s) : '';
    signatures.set(name, sig);
  }
  return sig || null;
}

/** The view's preset a scenario is (of those with notes), or 'default'. */
export function matchPreset(view: string, scenario: unknown): string {
  const s = scenario ? normalised(scenario) : null;
  if (!s) return 'default';
  const sig = demoSignature(s);
  return (NOTE_PRESETS[view] ?? []).find((name) => name !== 'default' && presetSignature(name) === sig) ?? 'default';
}

/** A preset's scenario (for "load this demo"), or null. */
export function presetScenario(name: string): unknown {
  return PRESETS.find((x) => x.name === name)?.scenario ?? null;
}
