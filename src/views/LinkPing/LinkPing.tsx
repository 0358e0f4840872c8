// The "Link and ping" view: one bottleneck, a ping every 100 ms and an optional constant-rate
// load. A form (its options declared once in ./declaration) and a layout of panels over the run it
// starts through the run controller: the ping's RTT with the live counters, the queue, and the
// summary when the run ends. The run lives in the store; the view keeps only its form.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRunsOf, setRunSpeed, startRun } from '../../app/runs/controller';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { RunRecord } from '../../sim';
import { Panel } from '../../panels/Panel';
import { pingCounts } from '../../panels/ping-rtt';
import { PingReadout } from '../../panels/ping-rtt';
import { useElementHeight } from '../../panels/useElementHeight';
import { seriesOf, useFigureFirst } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { FormInvalid } from '../../controls/FormInvalid';
import { toCsv } from '../shared/files';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { useViewRuns } from '../shared/useViewRuns';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { CSV_HEADER, csvRows } from './csv';
import { LINK_PING_DECLARATION } from './declaration';
import { buildScenario, checkField, DEFAULT_OPTIONS, formFromOptions, optionsFromScenario, validateForm, type FormErrors, type LinkPingOptions } from './options';
import { ScenarioForm } from './ScenarioForm';
import './linkPing.css';

const PING_ID = 'ping';
/** What + and − step through (the field takes any speed from 0.01 to 1000). */
const SPEEDS = [0.1, 0.25, 0.5, 1, 2, 4, 10, 20, 50, 100, 1000] as const;

export interface LinkPingProps {
  /** Initial scenario options; the user can change them in the form. */
  initial?: Partial<LinkPingOptions>;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: LinkPingOptions) => void;
}

export function LinkPing({ initial, onRunError, onOptionsChange }: LinkPingProps) {
  // The view's runs (in a side-by-side column, the column's: link-ping:a, link-ping:b).
  const OWNER = useRunOwner(LINK_PING_DECLARATION.id);
  const { t } = useTranslation();
  const lang = useLang();
  const [start] = useState(() => ({ ...DEFAULT_OPTIONS, ...initial }));
  const [form, setForm] = useState(() => formFromOptions(start));
  const [errors, setErrors] = useState<FormErrors>({});
  const { lastId: runId, last: run, busy: live } = useViewRuns(OWNER, 1);
  const figureRef = useRef<HTMLDivElement>(null);
  const figureFirst = useFigureFirst();
  const fit = useFitHeight(figureRef, figureFirst);
  const typedSpeed = checkField('speed', form.speed);
  const speed = 'value' in typedSpeed ? typedSpeed.value : 1;

  const begin = () => {
    const checked = validateForm(form, { seed: start.seed });
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="view-link-ping"] [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    removeRunsOf(OWNER);
    startRun(buildScenario(checked.options), {
      owner: OWNER,
      speed: checked.options.speed,
      onEnd: (m) => {
        if (m.status === 'failed') onRunError?.(m.error ?? '');
      },
    });
  };

  // Once errors are shown, they follow the edits; a valid speed applies to the run at once.
  const changeForm = (next: typeof form) => {
    setForm(next);
    const checked = validateForm(next, { seed: start.seed });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const typed = checkField('speed', next.speed);
      if ('value' in typed && runId && live) setRunSpeed(runId, typed.value);
    }
  };
  useRunKeys(runId, begin, SPEEDS, (s) => changeForm({ ...form, speed: formatNumber(s, lang, { maxDigits: 2 }) }), true, speed);

  // A saved run: drawn as if it had just streamed (it replaces the run on screen).
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const rec = records[records.length - 1] as unknown as RunRecord;
    if (!rec.series?.pings?.[rec.scenario.pings[0]?.id ?? PING_ID]) return t('common.files.bad.wrongView', { file: fileName, message: t('views.linkPing.noPing') });
    removeRunsOf(OWNER);
    addRecord(rec, OWNER);
    return null;
  };

  // In figure-first mode the counters go on top and the two charts side by side below them, both
  // as tall as the screen leaves (a projector at 1280x720 shows the whole figure).
  const [readoutRef, readoutH] = useElementHeight<HTMLDivElement>();
  const chartH = fit !== null ? Math.max(200, fit - readoutH - 44) : undefined;
  const ids = runId ? [runId] : [];
  const pingId = (run?.scenario as { pings?: { id?: string }[] } | undefined)?.pings?.[0]?.id ?? PING_ID;
  const done = run?.status === 'done';
  const counts = runId && (done || run?.status === 'paused') ? pingCounts(seriesOf(runId), run?.summary ?? null, pingId) : null;
  const median = run?.summary?.pings.find((p) => p.id === pingId)?.rtt_ms?.median;

  return (
    // tabIndex -1: a click anywhere in the view focuses it, so its keys work without a Tab first.
    <div className="lp" data-testid="view-link-ping" tabIndex={-1}>
      <ViewLayout
        testId="link-ping-layout"
        formColumn="minmax(15rem, 19rem)"
        form={<ScenarioForm form={form} errors={errors} locked={live} onChange={changeForm} onSubmit={begin} />}
        controls={
          <>
            <RunBar runId={runId} prefix="run" onRun={begin} />
            <FormInvalid errors={errors} text={t('linkPing.validation.formInvalid')} />
          </>
        }
        figure={
          <div className={`lp__figures${figureFirst ? ' lp__figures--side' : ''}`} ref={figureRef}>
            {figureFirst ? (
              <div className="lp__readout" ref={readoutRef}>
                <PingReadout runId={runId ?? ''} pingId={pingId} tight />
              </div>
            ) : null}
            <Panel
              name="ping-rtt"
              runIds={ids}
              height={chartH}
              options={{ durationS: start.durationS, delayMs: start.delayMs, emptyText: t('linkPing.chart.empty'), readout: !figureFirst, caption: figureFirst ? false : undefined }}
            />
            <Panel name="queue" runIds={ids} height={chartH} compact={figureFirst} options={{ zoom: !figureFirst }} />
          </div>
        }
        below={
          <>
            <FigureTools
              figureRef={figureRef}
              name={`link-ping-${run ? optionsFromScenario(run.scenario, start).loadMbps : 0}mbps`}
              title={t('panels.pingRtt.title')}
              empty={!runId}
              busy={live}
              noRecord={!run?.record}
              csv={() => {
                const s = runId ? seriesOf(runId) : undefined;
                return s ? toCsv(CSV_HEADER, csvRows(s, pingId)) : null;
              }}
              json={() => run?.record ?? null}
              onImport={importRecords}
            />
            {done ? <Panel name="summary" runIds={ids} /> : null}
            <p className="lp__hint">{t('common.keys')}</p>
            <p className="visually-hidden" aria-live="polite" data-testid="lp-summary">
              {counts
                ? t('linkPing.srSummary', {
                    received: formatNumber(counts.received, lang),
                    sent: formatNumber(counts.sent, lang),
                    count: counts.sent,
                    last: counts.lastRttMs === null ? t('panels.pingRtt.readout.none') : formatMs(counts.lastRttMs, lang, { digits: 1 }),
                    median: median !== undefined ? formatMs(median, lang, { digits: 1 }) : t('panels.pingRtt.readout.none'),
                    drops: t('linkPing.queueDrops', { n: formatNumber(counts.drops, lang), count: counts.drops }),
                  })
                : ''}
            </p>
          </>
        }
      />
    </div>
  );
}
