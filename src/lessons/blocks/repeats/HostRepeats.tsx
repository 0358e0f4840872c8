// The same lab experiment repeated over seeds on two kinds of host, live from the simulator: an
// ideal host (every seed gives nearly the same run) and the course's two-core lab hosts (scenario
// field `hosts: "course-lab"`: stalls of r1, ACK jitter), whose runs vary as the notes' repeats
// do. The runs go to the worker pool (runAllToEndInStore); the block only reads one summary
// figure of each record.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeRunsOf, runAllToEndInStore } from '../../../app/runs/controller';
import { formatNumber } from '../../../i18n/format';
import { useRunIds, useRunMetas } from '../../../store';
import { enginePresets } from '../../presets';
import { widgetOwner } from '../owner';
import './hostRepeats.css';

const PROFILES = ['ideal', 'course-lab'] as const;

export interface HostRepeatsProps {
  id: string;
  /** An engine preset (a lab-* one). */
  preset: string;
  /** The summary figure: 'goodput' of the first flow, or 'ping' (median RTT of the first ping). */
  metric: 'goodput' | 'ping';
  /** Seeds 1 to N (default 5). */
  seeds?: number;
}

function valueOf(summary: unknown, metric: HostRepeatsProps['metric']): number | null {
  const s = summary as { flows?: { goodput_mbps: number }[]; pings?: { rtt_ms: { median: number } | null }[] } | null;
  if (!s) return null;
  return metric === 'goodput' ? (s.flows?.[0]?.goodput_mbps ?? null) : (s.pings?.[0]?.rtt_ms?.median ?? null);
}

export function HostRepeats({ id, preset, metric, seeds = 5 }: HostRepeatsProps) {
  const { t, i18n } = useTranslation();
  const owner = widgetOwner(id);
  const ids = useRunIds(owner);
  const metas = useRunMetas(ids);
  const [error, setError] = useState<string | null>(null);
  const seedList = Array.from({ length: seeds }, (_, i) => i + 1);
  const busy = metas.some((m) => m && (m.status === 'queued' || m.status === 'running'));

  const run = () => {
    setError(null);
    enginePresets().then(
      (presets) => {
        const base = presets.get(preset);
        if (!base) throw new Error(preset);
        removeRunsOf(owner);
        const scenarios = PROFILES.flatMap((hosts) => seedList.map((seed) => ({ ...base, hosts, seed })));
        runAllToEndInStore(scenarios, { owner, labels: scenarios.map((s) => `${s.hosts} ${s.seed}`) });
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  };

  const unit = metric === 'goodput' ? 'Mbit/s' : 'ms';
  const cell = (p: number, k: number) => {
    const m = metas[p * seeds + k];
    if (!m) return '';
    if (m.status === 'failed') return t('lessons.repeats.failed');
    const v = valueOf(m.summary, metric);
    return v === null ? '…' : formatNumber(v, i18n.language, { digits: 1 });
  };
  const range = (p: number) => {
    const vs = seedList.map((_, k) => valueOf(metas[p * seeds + k]?.summary ?? null, metric)).filter((v): v is number => v !== null);
    if (vs.length < seeds) return '';
    return `${formatNumber(Math.min(...vs), i18n.language, { digits: 1 })} – ${formatNumber(Math.max(...vs), i18n.language, { digits: 1 })}`;
  };
  const done = metas.length === 2 * seeds && metas.every((m) => m?.status === 'done');

  return (
    <section className="host-repeats" data-testid="host-repeats" data-widget={id} data-done={done ? '1' : '0'} aria-label={t('lessons.repeats.title')}>
      <div className="host-repeats__bar">
        <button type="button" onClick={run} disabled={busy} data-testid="host-repeats-run">
          {t('lessons.repeats.run', { count: seeds })}
        </button>
        <span className="host-repeats__what">{t(`lessons.repeats.metric.${metric}`, { unit })}</span>
      </div>
      {error && <p role="alert">{t('lessons.repeats.presetsFailed', { message: error })}</p>}
      {metas.length > 0 && (
        <table className="host-repeats__table">
          <thead>
            <tr>
              <th scope="col">{t('lessons.repeats.hosts')}</th>
              {seedList.map((s) => (
                <th scope="col" key={s}>{t('lessons.repeats.seed', { seed: s })}</th>
              ))}
              <th scope="col">{t('lessons.repeats.range')}</th>
            </tr>
          </thead>
          <tbody>
            {PROFILES.map((p, pi) => (
              <tr key={p} data-hosts={p}>
                <th scope="row">{t(`lessons.repeats.profile.${p}`)}</th>
                {seedList.map((s, k) => (
                  <td key={s} data-testid="host-repeats-cell">{cell(pi, k)}</td>
                ))}
                <td>{range(pi)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
