// Scenario fields of the queue kinds red, codel and cake (one FieldSpec per field: default, unit,
// valid range, description); schema.ts joins them with fifo as variants on `kind`.

import { bool, enumOf, literal, num, type FieldSpec } from './field-kit';

const targetMs = num({ def: 5, min: 0.01, max: 10000, unit: 'ms', desc: 'CoDel target: acceptable standing sojourn time in the queue (cake: at least 1.5 frame times at its rate, as cake_set_rate)' });
const intervalMs = num({
  def: 100, min: 1, max: 100000, unit: 'ms',
  desc: 'CoDel interval: how long sojourn must stay above target before dropping/marking starts; the control law spaces drops by interval/sqrt(count) (cake: raised with the target, as cake_set_rate)',
});

export const redFields = {
  kind: literal('red', 'RED (Random Early Detection) like Linux sch_red'),
  limit_bytes: num({ def: 1024000, min: 0, max: 1e9, int: true, unit: 'B', desc: 'hard limit in bytes of waiting frames (tc `limit`); packets over it are dropped (pdrop)' }),
  min_bytes: num({ def: 30720, min: 0, max: 1e9, int: true, unit: 'B', desc: 'average backlog where early marking/dropping starts (tc `min`); must be < max_bytes' }),
  max_bytes: num({ def: 92160, min: 1, max: 1e9, int: true, unit: 'B', desc: 'average backlog where the probability reaches max_p; above it every packet is marked/dropped (tc `max`)' }),
  max_p: num({ def: 0.02, min: 0, max: 1, unit: '', desc: 'marking/drop probability at avg = max_bytes (tc `probability`)' }),
  ecn: bool({ def: false, desc: 'mark ECN-capable packets CE instead of dropping them (tc `ecn`); Not-ECT packets are still dropped' }),
  harddrop: bool({ def: false, desc: 'above max_bytes drop even ECN-capable packets (tc `harddrop`)' }),
  ewma_log: num({
    def: null, min: 1, max: 31, int: true, unit: '', nullable: "tc's choice from burst = (2 min + max) / (3 avpkt)",
    desc: 'EWMA weight of the average queue, W = 2^-ewma_log',
  }),
  avpkt_bytes: num({ def: 1000, min: 64, max: 65536, int: true, unit: 'B', desc: 'tc `avpkt`: packet size used for the burst and idle-decay computations' }),
  idle_rate_mbps: num({ def: 10, min: 0.001, max: 100000, unit: 'Mbit/s', desc: "tc `bandwidth`: rate that turns idle time into decay of the average (tc's default 10 Mbit)" }),
} satisfies Record<string, FieldSpec>;

export const codelFields = {
  kind: literal('codel', 'CoDel (RFC 8289) like Linux sch_codel'),
  limit_packets: num({ def: 1000, min: 1, max: 1e6, int: true, unit: 'packets', desc: 'hard limit in waiting packets (codel `limit`)' }),
  target_ms: targetMs,
  interval_ms: intervalMs,
  ecn: bool({ def: false, desc: 'mark ECN-capable packets CE instead of dropping them' }),
} satisfies Record<string, FieldSpec>;

export const SCE_MODES = ['default', 'single', 'off'] as const;
export const ISOLATIONS = ['flowblind', 'flows'] as const;

export const cakeFields = {
  kind: literal('cake', 'Cake-like: CoDel per flow, SCE ramp, optional flow isolation (DRR) and shaper'),
  limit_bytes: num({ def: 4194304, min: 1514, max: 1e9, int: true, unit: 'B', desc: 'memory limit in bytes of waiting frames; when full, the fattest flow loses packets' }),
  target_ms: targetMs,
  interval_ms: intervalMs,
  sce: enumOf(SCE_MODES, {
    def: 'default',
    desc: 'SCE ramp: default marks ECT packets with probability rising from 0 at target/2 to 1 at target; single starts at target with the same slope; off never marks SCE',
  }),
  sce_thresh: num({
    def: null, min: 2, max: 1024, unit: '', nullable: 'the ramp of `sce`',
    desc: 'ramp start at target x (1 - 2/sce_thresh): 4 = default, 8 = halfway to single, 1024 ~ single (ignored when sce is off)',
  }),
  isolation: enumOf(ISOLATIONS, { def: 'flows', desc: 'flows: one queue per sender, deficit round robin; flowblind: one shared queue' }),
  rate_mbps: num({
    def: null, min: 0.001, max: 100000, unit: 'Mbit/s', nullable: 'no shaping (the link rate)',
    desc: "Cake's shaper rate; the link then serialises at min(link rate, rate_mbps)",
  }),
} satisfies Record<string, FieldSpec>;
