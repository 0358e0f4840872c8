// The hosts of a fairness panel: a swatch in the host's colour (dashed for hosts 5 to 8), its
// name, algorithm, connections and extra delay, and a value (the goodput at the cursor). HTML,
// marked for the figure export (src/charts/exportLegend).
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { Host } from './fairData';
import { hostColor } from './palette';
import { useChartProfile } from '../shared/useChartProfile';

/** "s2 · CUBIC ×4 · +80 ms": the host as every fairness panel names it. */
export function useHostLabel(): (h: Host) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (h) => {
    const parts = [h.id, t(`panels.fair.cc.${h.cc}`, { defaultValue: h.cc })];
    let label = parts.join(' · ');
    if (h.parallel > 1) label += ` ×${h.parallel}`;
    if (h.extraMs > 0) label += ` · ${t('panels.fair.extra', { ms: formatNumber(h.extraMs, lang, { maxDigits: 1 }) })}`;
    return label;
  };
}

export function HostLegend({ hosts, value, at }: { hosts: readonly Host[]; value(h: Host): string | null; at: string | null }) {
  const { t } = useTranslation();
  const profile = useChartProfile();
  const label = useHostLabel();
  if (hosts.length === 0) return null;
  return (
    <ul className="fair-legend" aria-label={t('panels.fair.legend')} data-export-legend="">
      {hosts.map((h) => {
        const v = value(h);
        const color = hostColor(profile, h.index);
        const dashed = Math.floor(h.index / 4) % 2 === 1;
        return (
          <li key={h.id} data-testid="fair-legend-host" data-host={h.id}>
            <span className="fair-legend__swatch" style={dashed ? { background: `repeating-linear-gradient(90deg, ${color} 0 6px, transparent 6px 9px)` } : { background: color }} />
            <span>{label(h)}</span>
            {v !== null ? <span className="fair-legend__value">{v}</span> : null}
          </li>
        );
      })}
      {at !== null ? <li className="fair-legend__at">{t('panels.fair.at', { time: at })}</li> : null}
    </ul>
  );
}
