// The flow's delivered rate at the newest sample, beside the run's status (about every 200 ms).
import { useTranslation } from 'react-i18next';
import { formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useRunsTick } from '../../panels/shared';
import { seriesOf } from '../../store';

export function DeliveredNow({ runId, flow }: { runId: string; flow: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  useRunsTick([runId], 200);
  const s = seriesOf(runId);
  const g = s?.flows[flow]?.delivered_mbps;
  if (!g || g.length === 0) return null;
  return <p className="view-status frct-status--rate" data-testid="frct-delivered">{t('views.frctRepair.deliveredNow', { rate: formatRate(g.data[g.length - 1], lang) })}</p>;
}
