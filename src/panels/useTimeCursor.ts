// The shared time cursor of a run: any time-based panel sets it while the pointer is over its plot
// (or the keyboard scrubs), every panel of the same run reads it. Null when nobody points.
import { storeActions, useCursor } from '../store';

export function useTimeCursor(runId: string | null | undefined): [number | null, (tS: number | null) => void] {
  const cursor = useCursor(runId);
  const set = (tS: number | null) => {
    if (runId) storeActions.setCursor(runId, tS);
  };
  return [cursor, set];
}
