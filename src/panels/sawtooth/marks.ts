// The events marked on the cwnd plot, per trace: loss events and window reductions on ECN marks.
// Exact times from the run's summary once it is over, read off the state series while it
// streams. Pure: traces -> marks. Nothing here computes network behaviour.
import { seriesNamed, type TcpTrace } from '../shared/tcpTraces';
import type { EcnMark, LossMark } from './EventMarks';
import { cwndAtLoss, ecnSamples, lossSamples } from './phases';

/** The loss a CUBIC curve starts from: the trace's index and the loss's index in it. */
export interface Picked {
  trace: number;
  index: number;
}

type MarkTrace = Pick<TcpTrace, 'index' | 'color' | 't' | 'series' | 'sampleS' | 'lossTimes' | 'ecnTimes'>;

const windowAt = (r: MarkTrace, time: number) => cwndAtLoss(r.t.data, seriesNamed(r, 'cwnd').data, r.t.length, time, r.sampleS);

export function lossMarks(traces: readonly MarkTrace[], picked: Picked | null): LossMark[] {
  const out: LossMark[] = [];
  for (const r of traces) {
    const times = r.lossTimes ?? lossSamples(seriesNamed(r, 'state').data, seriesNamed(r, 'retrans').data, r.t.length).map((k) => r.t.data[k]);
    times.forEach((t, index) => {
      out.push({ trace: r.index, index, t, cwnd: windowAt(r, t), color: r.color, selected: picked?.trace === r.index && picked.index === index });
    });
  }
  return out;
}

export function ecnMarks(traces: readonly MarkTrace[]): EcnMark[] {
  const out: EcnMark[] = [];
  for (const r of traces) {
    const times = r.ecnTimes ?? ecnSamples(seriesNamed(r, 'state').data, r.t.length).map((k) => r.t.data[k]);
    for (const t of times) out.push({ trace: r.index, t, cwnd: windowAt(r, t), color: r.color });
  }
  return out;
}
