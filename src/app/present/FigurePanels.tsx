// The panels of a view's main figure, drawn over the runs they name: the display shows them full
// size in the projector profile, the console a small preview of the same.
import { useEffect, useState } from 'react';
import { createScaleShare, type Window } from '../../charts/scaleShare';
import { ScaleShareContext } from '../../charts/useSharedScale';
import { Panel } from '../../panels/Panel';
import type { PanelRef } from './protocol';

/** Options a panel takes on a projected screen (what the view itself passes in figure-first mode). */
const PROJECTED: Record<string, Record<string, unknown>> = {
  sawtooth: { zoomHint: false, cubic: false, legendHeading: false },
};

/** `zooms`: the console's zoom windows by plot, which these panels follow. */
export function FigurePanels({ panels, height, compact = false, zooms }: { panels: readonly PanelRef[]; height?: number; compact?: boolean; zooms?: Readonly<Record<string, Window | null>> }) {
  // A side-by-side page's figures come one per column: the same chart of both on one scale.
  const [scales] = useState(createScaleShare);
  useEffect(() => {
    for (const [key, w] of Object.entries(zooms ?? {})) scales.setWindow(key, w);
  }, [scales, zooms]);
  return (
    <ScaleShareContext value={scales}>
      <div className="present-figure">
        {panels.map((p, i) => (
          <Panel key={`${p.name}-${i}`} name={p.name} runIds={p.runIds} height={height} compact={compact} options={PROJECTED[p.name]} />
        ))}
      </div>
    </ScaleShareContext>
  );
}
