// The comparison's runs as a list: each transport, its state and its progress (the simulated time
// it has reached), read from the store every quarter of a second while they run.
import { useTranslation } from 'react-i18next';
import { colorOf, transportOf } from '../../panels/bars';
import { useChartProfile } from '../../panels/shared';
import { useRunsTick } from '../../panels/shared';
import { sierraStore, type RunMeta } from '../../store';

const K = 'views.lossNotCongestion.run';

/** The list's word for a run's status. */
function phaseOf(m: RunMeta): 'pending' | 'running' | 'done' | 'error' | 'cancelled' {
  if (m.status === 'queued') return 'pending';
  if (m.status === 'failed') return 'error';
  if (m.status === 'running' || m.status === 'paused') return 'running';
  return m.status;
}

export function RunsProgress({ metas }: { metas: readonly RunMeta[] }) {
  const { t } = useTranslation();
  const profile = useChartProfile();
  useRunsTick(metas.map((m) => m.id), 250);
  if (metas.length === 0) return null;
  const now = sierraStore.getState().runNow;
  return (
    <ul className="lnc-runs" aria-label={t(`${K}.list`)} data-testid="lnc-runs">
      {metas.map((m) => {
        const key = transportOf(m.scenario) ?? '?';
        const phase = phaseOf(m);
        const duration = Number((m.scenario as { duration_s?: number } | null)?.duration_s ?? 0);
        const fraction = phase === 'done' ? 1 : duration > 0 ? Math.min(1, (now[m.id] ?? 0) / duration) : 0;
        const name = t(`views.lossNotCongestion.transport.${key}`, { defaultValue: key });
        return (
          <li key={m.id} className="lnc-runs__item" data-run={key} data-phase={phase}>
            <span className="lnc-swatch" style={{ background: colorOf(key, profile) }} aria-hidden="true" />
            <span className="lnc-runs__name">{name}</span>
            <span className="lnc-runs__state">{phase === 'error' ? t(`${K}.failed`, { message: m.error ?? '' }) : t(`${K}.${phase}`)}</span>
            <progress max={1} value={fraction} aria-label={t(`${K}.progress`, { name })} />
          </li>
        );
      })}
    </ul>
  );
}
