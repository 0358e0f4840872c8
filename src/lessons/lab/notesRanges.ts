// What the course's notes measured on their Linux lab for each step of the week's lab (seeds/003),
// per case (algorithm, loss, buffer, pair), to stand beside a run's figures: the notes' runs, and
// whether the run falls inside their range, near it (within 10 %, as the notes' make test asks
// for trends with wide margins rather than exact figures), or outside. Pure; the case is read
// from the run's own scenario, so a figure is always compared with the notes' same experiment.

export interface MeasuredRef {
  /** The exercise field the figure is (lab-sN's fields.<field>). */
  field: string;
  unit: string;
  /** The notes' runs of this experiment, measured on the course's Linux lab. */
  values: readonly number[];
  /** Where in the notes (seeds/003, line). */
  line: number;
}

export type RangeVerdict = 'inside' | 'near' | 'outside';

/** How far outside the notes' runs still counts as near them (relative). */
export const NEAR = 0.1;

export function rangeVerdict(x: number, values: readonly number[], near = NEAR): RangeVerdict {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (x >= lo && x <= hi) return 'inside';
  return x >= lo * (1 - near) && x <= hi * (1 + near) ? 'near' : 'outside';
}

interface ScenarioLike {
  link?: { loss?: number; queue?: { limit_bytes?: number } };
  flows?: { cc?: string }[];
}

const ccOf = (s: ScenarioLike, i = 0): 'reno' | 'cubic' => (s.flows?.[i]?.cc === 'cubic' ? 'cubic' : 'reno');

/** seeds/003 lines 558-560: goodput (Mbit/s) per loss (%), Reno and CUBIC, three 20 s runs each. */
const LOSS_TABLE: Record<string, { reno: number[]; cubic: number[]; line: number }> = {
  '1': { reno: [3.2, 3.2, 3.9], cubic: [3.0, 2.8, 4.2], line: 558 },
  '0.1': { reno: [12.6, 11.2, 11.7], cubic: [14.1, 9.5, 10.9], line: 559 },
  '0.01': { reno: [37.1, 29.8, 39.8], cubic: [32.9, 39.8, 45.1], line: 560 },
};

/**
 * seeds/003 lines 716-718 (the bufferbloat table: ping median under load, goodput; 20 s) and 733
 * (three more 30 s runs of 50 KiB), per buffer in KiB.
 */
const BLOAT_TABLE: Record<number, { ping: { reno: number[]; cubic: number[] }; goodput: { reno: number[]; cubic: number[] }; line: number }> = {
  50: { ping: { reno: [41.1], cubic: [41.1] }, goodput: { reno: [22.6, 21.9, 14.9, 38.3], cubic: [12.6, 44.7, 23.6, 43.7] }, line: 716 },
  250: { ping: { reno: [60.1], cubic: [61.0] }, goodput: { reno: [45.6], cubic: [46.7] }, line: 717 },
  2000: { ping: { reno: [196.9], cubic: [300.1] }, goodput: { reno: [46.6], cubic: [46.1] }, line: 718 },
};

/** seeds/003 lines 855-857 and 866-868: Jain's index of two flows, three 30 s runs per pair (s1 first). */
const PAIR_JAIN: Record<string, { values: number[]; line: number }> = {
  'reno-reno': { values: [0.964, 0.997, 0.999], line: 855 },
  'cubic-cubic': { values: [0.903, 0.973, 0.933], line: 855 },
  'reno-cubic': { values: [0.910, 0.999, 0.955], line: 866 },
  'cubic-reno': { values: [0.930, 0.909, 0.964], line: 866 },
};

/** The notes' measurements for the figures of step `step`'s run, read for the case its scenario ran. */
export function measuredFor(step: number, scenario: unknown): MeasuredRef[] {
  const s = (scenario ?? {}) as ScenarioLike;
  const cc = ccOf(s);
  switch (step) {
    case 1:
      // Pings before the flow (line 273-275; the first, 82 ms, is ARP); one flow: 30 s alone
      // (47,5 Reno, 47,3 CUBIC, lines 391-394) and 20 s with the ping (45,6 and 46,7, line 717).
      return [
        { field: 'base_rtt_ms', unit: 'ms', values: [40.831, 41.108, 40.884], line: 273 },
        { field: 'goodput_mbps', unit: 'Mbit/s', values: cc === 'reno' ? [47.5, 45.6] : [47.3, 46.7], line: 391 },
      ];
    case 2:
      // lab/trace-reno.csv (lines 404-412): ssthresh 358 then 179 in slow start, losses at 10,5 and 20,7 s.
      return [
        { field: 'overshoot_losses', unit: '', values: [2], line: 406 },
        { field: 'first_loss_s', unit: 's', values: [10.48], line: 408 },
        { field: 'period_s', unit: 's', values: [20.7 - 10.48], line: 412 },
      ];
    case 3: {
      const row = LOSS_TABLE[String(Math.round((s.link?.loss ?? 0) * 1e6) / 1e4)];
      return row ? [{ field: 'goodput_mbps', unit: 'Mbit/s', values: row[cc], line: row.line }] : [];
    }
    case 4: {
      const row = BLOAT_TABLE[Math.round((s.link?.queue?.limit_bytes ?? 0) / 1024)];
      return row ? [
        { field: 'ping_median_ms', unit: 'ms', values: row.ping[cc], line: row.line },
        { field: 'goodput_mbps', unit: 'Mbit/s', values: row.goodput[cc], line: row.line },
      ] : [];
    }
    case 5: {
      const row = PAIR_JAIN[`${cc}-${ccOf(s, 1)}`];
      return row ? [{ field: 'jain', unit: '', values: row.values, line: row.line }] : [];
    }
    case 6:
      // lines 889-891: s2 80 ms farther, short-RTT throughput over long-RTT throughput.
      return [{ field: 'throughput_ratio', unit: '', values: cc === 'reno' ? [6.2, 4.2, 4.6] : [3.7, 2.7, 2.6], line: 889 }];
    default:
      return [];
  }
}

/** seeds/003 lines 681-682: decrease factors of the class's traces (the first two: slow start's overshoot). */
export const TRACE_RATIOS = { reno: [0.57, 0.28, 0.5], cubic: [0.94, 0.66, 0.7, 0.69, 0.7, 0.71], line: 681 } as const;
