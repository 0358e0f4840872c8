// The dozen runs whose RunRecords are pinned, by hash, to the engine version (golden-hashes.json).
// Together they reach every congestion control, both TCP stacks, every queue kind, ECN and SCE
// marks, random loss both ways, pings, two flows sharing a queue, FRCT with mb-ecn, and an
// oping phase, so a change anywhere in what the engine computes moves at least one hash. Most are
// the presets shortened to 10 s (hashing needs no steady state), so the Node test and the Chromium
// spec (e2e/determinism.spec.ts) that both run them stay within seconds.
// The same list serves both, and the script that pins the hashes (src/cli/golden-hashes.ts).

import { findPreset } from './scenario/presets';

export interface GoldenScenario {
  name: string;
  scenario: Record<string, unknown>;
}

type Json = Record<string, unknown>;

/** A preset's scenario with a shorter run and some fields replaced (link fields merged). */
function preset(name: string, durationS: number, link: Json = {}): Json {
  const p = findPreset(name);
  if (!p) throw new Error(`golden scenario: no preset ${name}`);
  const s = p.scenario;
  return { ...s, duration_s: durationS, link: { ...(s.link as Json), ...link } };
}

/** The course's dumbbell (50 Mbit/s, 40 ms) with another queue. */
const lab = (queue: Json): Json => ({ rate_mbps: 50, delay_ms: 40, queue });
/** The course's RED (limit 1000 KiB, min 30 KiB, max 90 KiB). */
const RED = { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160 };

export const GOLDEN_SCENARIOS: readonly GoldenScenario[] = [
  { name: 'reno-lab', scenario: preset('lab-baseline-reno', 10) },
  { name: 'cubic-t10-loss', scenario: preset('t10-cubic-loss-1', 10) },
  { name: 'cubic-250kib-ping', scenario: preset('lab-bloat-250-cubic', 12) },
  { name: 'bbr-t10-loss', scenario: preset('t10-bbr-loss-1', 12) }, // past the first ProbeRTT (10 s)
  {
    name: 'dctcp-red-step',
    scenario: {
      version: 1, duration_s: 10, link: lab({ ...RED, min_bytes: 30720, max_bytes: 30721, max_p: 1, ecn: true }),
      flows: [{ id: 's1', cc: 'dctcp', ecn: true }, { id: 's2', cc: 'dctcp', ecn: true, start_s: 2 }],
    },
  },
  {
    // An ECN Reno (linux) against a book-stack Reno without ECN, and a ping: marks and drops.
    name: 'red-ecn-reno-book',
    scenario: {
      version: 1, duration_s: 10, link: lab({ ...RED, ecn: true }),
      flows: [{ id: 's1', cc: 'reno', ecn: true }, { id: 's2', cc: 'reno', stack: 'book', start_s: 0.5 }],
      pings: [{ id: 'ping', interval_ms: 100 }],
    },
  },
  {
    name: 'cubic-codel-ping',
    scenario: {
      version: 1, duration_s: 10, link: lab({ kind: 'codel' }),
      flows: [{ id: 's1', cc: 'cubic' }], pings: [{ id: 'ping', interval_ms: 100, start_s: 1 }],
    },
  },
  {
    name: 'dctcp-sce-cake',
    scenario: {
      version: 1, duration_s: 10,
      link: { rate_mbps: 20, delay_ms: 20, reverse_delay_ms: 20, queue: { kind: 'cake', sce: 'default', isolation: 'flowblind' } },
      flows: [{ id: 's1', cc: 'dctcp-sce', ecn: true }],
    },
  },
  {
    // Two Reno-SCE flows of different RTTs in Cake's per-flow queues, the single-threshold ramp.
    name: 'reno-sce-cake-flows',
    scenario: {
      version: 1, duration_s: 10,
      link: { rate_mbps: 20, delay_ms: 10, reverse_delay_ms: 10, queue: { kind: 'cake', sce: 'single', isolation: 'flows' } },
      flows: [{ id: 's1', cc: 'reno-sce', ecn: true }, { id: 's2', cc: 'reno-sce', ecn: true, start_s: 1, extra_delay_ms: 30 }],
    },
  },
  { name: 'frct-1024-loss', scenario: preset('t10-frct-1024-loss-1', 10) },
  { name: 'frct-128-loss', scenario: preset('t10-frct-128-loss-1', 10) },
  { name: 'oping-loss-delay', scenario: preset('t08-oping-loss-2-delay-25', 12) },
];
