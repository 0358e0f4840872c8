// The time cursor of the runs a panel shows: read from the newest one (the run the page's other
// panels show), set on every one of them (an overlay's runs share one time axis).
import { storeActions, useCursor } from '../../store';

export function useRunsCursor(runIds: readonly string[]): [number | null, (tS: number | null) => void] {
  const cursor = useCursor(runIds[runIds.length - 1]);
  const set = (tS: number | null) => {
    for (const id of runIds) storeActions.setCursor(id, tS);
  };
  return [cursor, set];
}

/** The value of a panel's `data-cursor` attribute: the cursor time in seconds, or empty. */
export function cursorAttr(tS: number | null): string {
  return tS === null ? '' : tS.toFixed(3);
}
