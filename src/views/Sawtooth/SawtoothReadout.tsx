// The `ss -ti` readout: each run's line at the hovered instant (or the newest sample live).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '../../i18n/format';
import { sampleAt, type RunData } from './live';
import { formatSsLine } from './ssLine';

interface Props {
  runs: readonly RunData[];
  colors: readonly string[];
  /** The instant to read, or null for none. */
  time: number | null;
  lang: string;
  label(r: RunData): string;
}

export function SawtoothReadout({ runs, colors, time, lang, label }: Props) {
  const { t } = useTranslation();
  const lines = useMemo(() => {
    if (time === null) return [];
    return runs.flatMap((r, i) => {
      const k = sampleAt(r.t.data, r.t.length, time);
      if (k < 0) return [];
      const s = r.series;
      const line = formatSsLine(
        {
          cc: r.options.cc,
          cwnd: s.cwnd.data[k],
          ssthresh: s.ssthresh.data[k],
          rttMs: s.rtt_ms.data[k],
          minRttMs: s.min_rtt_ms.data[k],
          inflight: s.inflight.data[k],
          deliveryMbps: s.delivery_mbps.data[k],
          retrans: s.retrans.data[k],
          state: s.state.data[k],
          mss: r.mss,
        },
        lang,
      );
      return [{ key: r.key, color: colors[i], label: label(r), time: r.t.data[k], line }];
    });
  }, [time, runs, colors, label, lang]);

  return (
    <div className="saw-readout" data-testid="saw-readout" data-lines={lines.length}>
      <p className="saw-readout__head">{t('views.sawtooth.readout.heading')}</p>
      {lines.length === 0 ? (
        <p className="saw-readout__none">{t('views.sawtooth.readout.hint')}</p>
      ) : (
        lines.map((l) => (
          <p className="saw-readout__line" key={l.key} data-testid="saw-readout-line">
            <span className="saw__swatch" style={{ background: l.color }} aria-hidden="true" />
            <span>{t('views.sawtooth.readout.at', { time: formatSeconds(l.time, lang, { digits: 2 }) })}</span>
            <code>{l.line}</code>
          </p>
        ))
      )}
    </div>
  );
}
