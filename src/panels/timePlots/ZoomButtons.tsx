// Zoom in, out and reset for a time plot (the wheel and drag do the same on the plot itself).
// `compact` (a projected figure, whose lines are the chart's): reset only while zoomed.
import { useTranslation } from 'react-i18next';

export function ZoomButtons({ prefix, zoomed, zoomBy, reset, compact = false }: { prefix: string; zoomed: boolean; zoomBy(f: number): void; reset(): void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="time-plots__zoom">
      <button type="button" className="btn btn--quiet" data-testid={`${prefix}-zoom-in`} onClick={() => zoomBy(0.5)} aria-label={t('panels.timePlots.zoomIn')}>+</button>
      <button type="button" className="btn btn--quiet" data-testid={`${prefix}-zoom-out`} onClick={() => zoomBy(2)} aria-label={t('panels.timePlots.zoomOut')}>−</button>
      {compact && !zoomed ? null : (
        <button type="button" className="btn btn--quiet" data-testid={`${prefix}-zoom-reset`} disabled={!zoomed} onClick={reset}>
          {t('panels.timePlots.resetZoom')}
        </button>
      )}
    </div>
  );
}
