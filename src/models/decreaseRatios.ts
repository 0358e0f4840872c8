// The decrease factor of each loss in a sampled trace: the new ssthresh over the highest cwnd
// seen since the previous loss. A loss is a sample whose ssthresh differs from the one before
// (including the first ssthresh to appear). The sample that carries the new ssthresh still
// counts towards the peak of both windows around it: with samples every 100 ms the kernel often
// reports the new ssthresh while cwnd has not yet come down.

import type { TraceSample } from './traceCsv';

export interface DecreaseRatio {
  /** Time of the sample where ssthresh changed, s. */
  t: number;
  /** The new ssthresh, segments. */
  ssthresh: number;
  /** The highest cwnd since the previous loss, that sample included. */
  peakCwnd: number;
  /** ssthresh / peakCwnd. */
  ratio: number;
}

export function decreaseRatios(samples: readonly TraceSample[]): DecreaseRatio[] {
  const out: DecreaseRatio[] = [];
  let previous: number | null = null;
  let peak = 0;
  for (const s of samples) {
    peak = Math.max(peak, s.cwnd);
    if (s.ssthresh !== null && s.ssthresh !== previous) {
      out.push({ t: s.t, ssthresh: s.ssthresh, peakCwnd: peak, ratio: peak > 0 ? s.ssthresh / peak : Number.NaN });
      peak = s.cwnd;
    }
    if (s.ssthresh !== null) previous = s.ssthresh;
  }
  return out;
}
