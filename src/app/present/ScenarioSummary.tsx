// The scenario of the view's newest run, in one line (flows, link, buffer, loss, length) and whole.
import { useTranslation } from 'react-i18next';
import { formatBytes, formatMs, formatPercent, formatRate, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useRun } from '../../store';

interface LooseScenario {
  duration_s?: number;
  link?: { rate_mbps?: number; delay_ms?: number; loss?: number; queue?: { kind?: string; limit_bytes?: number | null; limit_packets?: number | null } };
  flows?: { id?: string; transport?: string; cc?: string; app?: { kind?: string } }[];
}

export function ScenarioSummary({ runId }: { runId: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const run = useRun(runId);
  const s = (run?.scenario ?? null) as LooseScenario | null;
  let line: string | null = null;
  if (s) {
    const flows = (s.flows ?? []).map((f) => `${f.id ?? '?'} ${f.transport === 'frct' ? `FRCT${f.app?.kind ? ` (${f.app.kind})` : ''}` : f.transport === 'udp' ? 'UDP' : (f.cc ?? 'reno')}`).join(', ');
    const q = s.link?.queue;
    const buffer = q?.limit_bytes ? formatBytes(q.limit_bytes, lang) : q?.limit_packets ? `${q.limit_packets} p` : t('present.console.bufferNone');
    line = t('present.console.scenarioLine', {
      flows: flows || '–',
      rate: formatRate(s.link?.rate_mbps ?? NaN, lang),
      delay: formatMs(s.link?.delay_ms ?? NaN, lang),
      buffer: `${buffer}${q?.kind && q.kind !== 'fifo' ? ` (${q.kind.toUpperCase()})` : ''}`,
      loss: formatPercent((s.link?.loss ?? 0) * 100, lang),
      duration: formatSeconds(s.duration_s ?? NaN, lang),
    });
  }
  return (
    <section className="present-console__section" aria-labelledby="present-scenario-title" data-testid="present-scenario">
      <h2 id="present-scenario-title">{t('present.console.scenario')}</h2>
      {line ? <p data-testid="present-scenario-line">{line}</p> : <p className="present-console__hint">{t('present.console.scenarioNone')}</p>}
      {s ? (
        <details>
          <summary>{t('present.console.scenarioJson')}</summary>
          <pre className="present-console__json">{JSON.stringify(s, null, 2)}</pre>
        </details>
      ) : null}
    </section>
  );
}
