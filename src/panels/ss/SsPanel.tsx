// The `ss` panel: each TCP flow of the runs written like a line of `ss -ti`, at the shared time
// cursor when there is one, else at the newest sample while a run streams.
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sampleIndexAt, seriesOf, useRunMetas } from '../../store';
import { seriesNamed, tcpTraces } from '../shared/tcpTraces';
import { traceLabel } from '../shared/traceLabel';
import { useChartProfile } from '../shared/useChartProfile';
import { cursorAttr, useRunsCursor } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { formatSsLine, rwndLimitedUpTo } from './ssLine';
import './ss.css';

export function SsPanel({ runIds, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  useRunsTick(runIds, 150);
  const metas = useRunMetas(runIds);
  const [cursor] = useRunsCursor(runIds);
  const traces = tcpTraces(runIds.map((id, i) => ({ meta: metas[i], series: seriesOf(id) })), profile.series, (options as { flow?: string } | undefined)?.flow);
  const lines = traces.flatMap((r) => {
    const time = cursor ?? (r.live ? r.nowS : null);
    if (time === null) return [];
    const k = sampleIndexAt(r.t, time);
    if (k < 0) return [];
    const at = (name: string) => seriesNamed(r, name).data[k] ?? NaN;
    const limited = rwndLimitedUpTo(seriesNamed(r, 'rwnd_limited').data, seriesNamed(r, 'inflight').data, k, r.sampleS * 1000);
    const line = formatSsLine(
      {
        cc: r.cc,
        cwnd: at('cwnd'),
        ssthresh: at('ssthresh'),
        rttMs: at('rtt_ms'),
        minRttMs: at('min_rtt_ms'),
        inflight: at('inflight'),
        deliveryMbps: at('delivery_mbps'),
        retrans: at('retrans'),
        state: at('state'),
        mss: r.mss,
        sndWnd: at('snd_wnd'),
        ...limited,
      },
      lang,
    );
    return [{ key: `${r.runId}:${r.flowId}`, color: r.color, label: traceLabel(t, r), time: r.t.data[k], line }];
  });

  return (
    <div className={`saw-readout${compact ? ' saw-readout--compact' : ''}`} data-testid="saw-readout" data-lines={lines.length} data-cursor={cursorAttr(cursor)}>
      <p className="saw-readout__head">{t('panels.ss.heading')}</p>
      {lines.length === 0 ? (
        <p className="saw-readout__none">{t('panels.ss.hint')}</p>
      ) : (
        lines.map((l) => (
          <p className="saw-readout__line" key={l.key} data-testid="saw-readout-line" title={l.label}>
            <span className="saw-readout__swatch" style={{ background: l.color }} aria-hidden="true" />
            <span>{t('panels.ss.at', { time: formatSeconds(l.time, lang, { digits: 2 }) })}</span>
            <code>{l.line}</code>
          </p>
        ))
      )}
    </div>
  );
}
