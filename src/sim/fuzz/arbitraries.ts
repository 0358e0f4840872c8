// fast-check arbitraries of valid scenarios, for the fuzz suites: every field drawn within the
// schema's ranges (src/sim/scenario/fields.ts, queue-fields.ts), durations and rates kept small so
// one run takes milliseconds. Test support only: no run imports it.
import fc from 'fast-check';

const ms = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });

const fifo = fc.oneof(
  fc.record({ kind: fc.constant('fifo'), limit_bytes: fc.integer({ min: 0, max: 400_000 }) }),
  fc.record({ kind: fc.constant('fifo'), limit_packets: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('fifo'), limit_bytes: fc.integer({ min: 1514, max: 400_000 }), limit_packets: fc.integer({ min: 1, max: 300 }) }),
);

const red = fc
  .record({
    limit_bytes: fc.integer({ min: 0, max: 600_000 }),
    min_bytes: fc.integer({ min: 0, max: 100_000 }),
    span: fc.integer({ min: 1, max: 200_000 }),
    max_p: fc.double({ min: 0, max: 1, noNaN: true }),
    ecn: fc.boolean(),
    harddrop: fc.boolean(),
    ewma_log: fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
    avpkt_bytes: fc.integer({ min: 64, max: 65536 }),
  })
  .map(({ span, ...q }) => ({ kind: 'red', ...q, max_bytes: q.min_bytes + span }));

const codel = fc.record({
  kind: fc.constant('codel'),
  limit_packets: fc.integer({ min: 1, max: 1000 }),
  target_ms: fc.double({ min: 0.01, max: 50, noNaN: true }),
  interval_ms: fc.double({ min: 1, max: 300, noNaN: true }),
  ecn: fc.boolean(),
});

const cake = fc.record({
  kind: fc.constant('cake'),
  limit_bytes: fc.integer({ min: 1514, max: 600_000 }),
  target_ms: fc.double({ min: 0.01, max: 50, noNaN: true }),
  interval_ms: fc.double({ min: 1, max: 300, noNaN: true }),
  sce: fc.constantFrom('default', 'single', 'off'),
  sce_thresh: fc.option(fc.double({ min: 2, max: 1024, noNaN: true }), { nil: null }),
  isolation: fc.constantFrom('flowblind', 'flows'),
  rate_mbps: fc.option(fc.double({ min: 0.5, max: 30, noNaN: true }), { nil: null }),
});

const common = {
  start_s: fc.double({ min: 0, max: 1, noNaN: true }),
  extra_delay_ms: ms(60),
};

const tcp = fc
  .record({
    transport: fc.constant('tcp'),
    cc: fc.constantFrom('reno', 'cubic', 'dctcp', 'bbr', 'reno-sce', 'dctcp-sce'),
    stack: fc.constantFrom('linux', 'book'),
    hystart: fc.constantFrom('cwnd16', 'first-ack', 'off'),
    ecn: fc.boolean(),
    parallel: fc.integer({ min: 1, max: 3 }),
    mss: fc.constantFrom(88, 536, 1000, 1448, 8948),
    rwnd_bytes: fc.option(fc.integer({ min: 1448, max: 2_000_000 }), { nil: null }),
    cwnd_fixed: fc.option(fc.integer({ min: 1, max: 300 }), { nil: null }, ),
    ack_jitter_us: fc.constantFrom(0, 250, 5000),
    bytes: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
    ...common,
  })
  // BBR needs the linux stack's sender (support.ts).
  .map((f) => (f.cc === 'bbr' ? { ...f, stack: 'linux' } : f));

const udp = fc.record({
  transport: fc.constant('udp'),
  rate_mbps: fc.double({ min: 0.01, max: 30, noNaN: true }),
  packet_bytes: fc.integer({ min: 64, max: 9014 }),
  bytes: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
  ...common,
});

const frct = fc.oneof(
  fc.record({ transport: fc.constant('frct'), frct: fc.record({ reorder_queue: fc.integer({ min: 1, max: 1024 }) }), bytes: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }), ...common }),
  fc.record({
    transport: fc.constant('frct'),
    app: fc.record({ kind: fc.constant('oping'), interval_ms: fc.double({ min: 1, max: 200, noNaN: true }), count: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }), size_bytes: fc.integer({ min: 1, max: 1400 }) }),
    ...common,
  }),
  fc.record({ transport: fc.constant('frct'), app: fc.constant({ kind: 'oftp' }), bytes: fc.integer({ min: 1, max: 1_000_000 }), ...common }),
);

const ping = fc.record({
  interval_ms: fc.double({ min: 1, max: 500, noNaN: true }),
  start_s: fc.double({ min: 0, max: 1, noNaN: true }),
  count: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  extra_delay_ms: ms(60),
});

/** A valid scenario (raw JSON, as a file would hold it), short and slow enough to run in milliseconds. */
export const validScenario = fc.record({
  version: fc.constant(1),
  seed: fc.integer({ min: 0, max: 4294967295 }),
  duration_s: fc.double({ min: 0.05, max: 2, noNaN: true }),
  sample_ms: fc.double({ min: 5, max: 500, noNaN: true }),
  link: fc.record({
    rate_mbps: fc.double({ min: 0.2, max: 20, noNaN: true }),
    delay_ms: ms(60),
    reverse_rate_mbps: fc.double({ min: 0.5, max: 1000, noNaN: true }),
    reverse_delay_ms: ms(30),
    loss: fc.constantFrom(0, 0.001, 0.01, 0.05, 0.3),
    loss_unit: fc.constantFrom('frame', 'gso'),
    stall_every_s: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
    stall_ms: fc.double({ min: 0.01, max: 30, noNaN: true }),
    reverse_loss: fc.constantFrom(0, 0.01, 0.1),
    queue: fc.oneof(fifo, red, codel, cake),
  }),
  flows: fc.array(fc.oneof({ weight: 3, arbitrary: tcp }, { weight: 1, arbitrary: udp }, { weight: 1, arbitrary: frct }), { maxLength: 4 })
    .map((fs) => fs.map((f, i) => ({ id: `f${i}`, ...f }))),
  pings: fc.array(ping, { maxLength: 2 }).map((ps) => ps.map((p, i) => ({ id: `p${i}`, ...p }))),
});
