// The events marked on the cwnd panel, per run: loss events and window reductions on ECN marks.
// Exact times from the worker's summary once a run is over, read off the state series while it
// streams. Pure: (runs, colours) -> marks. Nothing here computes network behaviour.
import type { EcnMark, LossMark } from './EventMarks';
import type { RunData } from './live';
import { cwndAtLoss, ecnSamples, lossSamples } from './phases';

export interface Picked {
  runKey: number;
  index: number;
}

const windowAt = (r: RunData, time: number) => cwndAtLoss(r.t.data, r.series.cwnd.data, r.t.length, time, r.options.sampleMs / 1000);

export function lossMarks(runs: readonly RunData[], colors: readonly string[], picked: Picked | null): LossMark[] {
  const out: LossMark[] = [];
  runs.forEach((r, i) => {
    const times = r.lossTimes ?? lossSamples(r.series.state.data, r.series.retrans.data, r.t.length).map((k) => r.t.data[k]);
    times.forEach((t, index) => {
      out.push({ runKey: r.key, index, t, cwnd: windowAt(r, t), color: colors[i], selected: picked?.runKey === r.key && picked.index === index });
    });
  });
  return out;
}

export function ecnMarks(runs: readonly RunData[], colors: readonly string[]): EcnMark[] {
  const out: EcnMark[] = [];
  runs.forEach((r, i) => {
    const times = r.ecnTimes ?? ecnSamples(r.series.state.data, r.t.length).map((k) => r.t.data[k]);
    for (const t of times) out.push({ runKey: r.key, t, cwnd: windowAt(r, t), color: colors[i] });
  });
  return out;
}
