// The time cursor shared across the two columns: the two runs stand at the same simulated time,
// so pointing at second 3.2 of one column's plot points at second 3.2 of the other's too.
import { storeActions, sierraStore } from '../../store';
import { sideOfOwner } from '../../controls/compare/compareColumn';

/** Copies every change of a column's cursor to the other column's runs; returns the unsubscribe. */
export function linkCursors(view: string): () => void {
  let prev = sierraStore.getState().cursors;
  return sierraStore.subscribe((st) => {
    if (st.cursors === prev) return;
    const before = prev;
    prev = st.cursors;
    for (const [id, tS] of Object.entries(st.cursors)) {
      if (before[id] === tS) continue;
      const side = sideOfOwner(st.runs[id]?.owner, view);
      if (!side) continue;
      for (const other of st.runOrder) {
        const s = sideOfOwner(st.runs[other]?.owner, view);
        if (s !== null && s !== side && sierraStore.getState().cursors[other] !== tS) storeActions.setCursor(other, tS);
      }
    }
  });
}
