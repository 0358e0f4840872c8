// The decrease factor of each loss in a sampled trace: the new ssthresh over the highest cwnd
// seen since the previous loss. A loss is a sample whose ssthresh differs from the one before
// (including the first ssthresh to appear), or one where cwnd falls after having grown since the
// previous loss: a steady Reno sawtooth sets the same ssthresh (168, 168, ...) at every loss, so
// ssthresh alone misses them, while in Linux cwnd falls outside an idle restart only in a window
// reduction. A fall before cwnd has grown again is the same reduction still stepping down (PRR
// lowers cwnd over a round trip, and can hold it flat or raise it by one in between). The sample
// that carries the new ssthresh still counts towards the peak of both windows around it: with
// samples every 100 ms the kernel often reports the new ssthresh while cwnd has not yet come down.

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
  let lastCwnd = Number.NaN;
  /** cwnd has grown since the previous loss (a fall now is a new reduction). */
  let grown = true;
  for (const s of samples) {
    peak = Math.max(peak, s.cwnd);
    const ssthreshChanged = s.ssthresh !== null && s.ssthresh !== previous;
    const fell = s.ssthresh !== null && s.cwnd < lastCwnd && grown;
    if (s.cwnd > lastCwnd) grown = true;
    if (ssthreshChanged || fell) {
      const ssthresh = s.ssthresh as number;
      out.push({ t: s.t, ssthresh, peakCwnd: peak, ratio: peak > 0 ? ssthresh / peak : Number.NaN });
      peak = s.cwnd;
      grown = false;
    }
    if (s.ssthresh !== null) previous = s.ssthresh;
    lastCwnd = s.cwnd;
  }
  return out;
}
