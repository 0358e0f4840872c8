// The "FRCT repair" view (Tutorials 08 and 10): a form (its options declared in declaration.ts)
// and a layout of panels over the store's run of this view: `mbecn` (the IPCP's path controller:
// paced rate, capacity, regime, level; the flow-allocator fields), `frct-counters` (both ends' RIB
// counters, and the application's summary) and `frct-log` (every packet decoded in one line).
// Runs are started by the controller (src/app/runs/controller.ts) with the packet log on; saved
// records are read through the one validating parser into the store. The view computes no network
// behaviour and owns no run.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRunsOf, setRunSpeed, startRun } from '../../app/runs/controller';
import { scenarioPresets } from '../../app/sim-client';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { frctFlowIds, frctNow, shownFlow } from '../../panels/frct';
import { feedFrctLog } from '../../panels/frct-log';
import type { RunRecord } from '../../sim';
import { runsStore, seriesOf, useFigureFirst, useRun } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { usePageRuns } from '../shared/usePageRuns';
import { useRunKeys } from '../../controls/useRunKeys';
import { ViewGuide } from '../shared/ViewGuide';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import type { ViewProps } from '../../controls/ViewForm';
import { frctCsv } from './csv';
import { FRCT_REPAIR_DECLARATION as D } from './declaration';
import { DeliveredNow } from './DeliveredNow';
import { FlowPicker } from './FlowPicker';
import { FrctForm, type PresetChoice } from './FrctForm';
import { checkField, formFromOptions, optionsFromScenario, RANGES, usesFrct, validateForm, type FormErrors, type FrctForm as Form, type FrctRepairOptions } from './options';
import { runSummary } from './summary';
import './frctRepair.css';

export type FrctRepairProps = ViewProps<FrctRepairOptions>;

const K = 'views.frctRepair';
/** The figures the "what you are looking at" strip explains, in page order. */
const GUIDE_ITEMS = ['mbecn', 'counters', 'fields', 'log'] as const;
/** Speeds the + and − keys step through (the form takes any speed in its range). */
const KEY_SPEEDS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].filter((s) => s >= RANGES.speed.min && s <= RANGES.speed.max);

interface PresetFull extends PresetChoice {
  scenario: Record<string, unknown>;
}

export function FrctRepair({ initial, onRunError, onOptionsChange }: FrctRepairProps) {
  // The view's runs (in a side-by-side column, the column's: frct-repair:a, frct-repair:b).
  const OWNER = useRunOwner(D.id);
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...D.defaults, ...initial }), [initial]);
  const [form, setForm] = useState<Form>(() => formFromOptions(start, lang));
  /** The scenario the form was read from (a link, an opened run), or none: the preset's. */
  const [base, setBase] = useState(start.base);
  const [errors, setErrors] = useState<FormErrors>({});
  const [presets, setPresets] = useState<PresetFull[]>([]);
  /** The FRCT flow the panels show (null: the scenario's first). */
  const [flowChoice, setFlowChoice] = useState<string | null>(null);
  /** Name of the file the run on screen was opened from. */
  const [opened, setOpened] = useState<string | null>(null);
  const { ids, tellError } = usePageRuns(OWNER, onRunError);
  const runId = ids[ids.length - 1] ?? null;
  const run = useRun(runId);
  const sectionRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLDivElement>(null);

  // The engine's presets whose flows use FRCT (new ones appear here without a change to the view).
  useEffect(() => {
    let alive = true;
    scenarioPresets().then(
      (list) => {
        if (alive) setPresets(list.filter((p) => usesFrct(p.scenario)).map((p) => ({ name: p.name, description: p.description, scenario: p.scenario })));
      },
      () => undefined, // the view still runs Tutorial 10's link (options.ts fallbackScenario)
    );
    return () => {
      alive = false;
    };
  }, []);

  const locked = run?.status === 'running' || run?.status === 'paused' || run?.status === 'queued';

  const go = () => {
    if (locked) return;
    const checked = validateForm(form, base);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const o = checked.options;
    const scenario = D.toScenario(o.base ? o : { ...o, base: presets.find((p) => p.name === o.preset)?.scenario });
    removeRunsOf(OWNER);
    setFlowChoice(null);
    setOpened(null);
    const id = startRun(scenario, {
      owner: OWNER,
      speed: o.speed,
      frctLog: true,
      onEnd(meta) {
        if (meta.status === 'failed') tellError(meta.error ?? '');
      },
    });
    // Before the first batch can arrive: the log keeps every packet from the start.
    feedFrctLog(id);
  };

  const changeForm = (next: Form, nextBase = base) => {
    setForm(next);
    setBase(nextBase);
    const checked = validateForm(next, nextBase);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const speed = checkField('speed', next.speed);
      const live = runId ? runsStore.get(runId) : undefined;
      if ('value' in speed && live && (live.status === 'running' || live.status === 'paused')) setRunSpeed(live.id, speed.value);
    }
  };
  const pickPreset = (name: string) => {
    const p = presets.find((x) => x.name === name);
    const current = validateForm(form, base);
    const { base: _old, ...o } = current.ok ? current.options : start;
    changeForm(formFromOptions(p ? optionsFromScenario(name, p.scenario, o) : { ...o, preset: name }, lang), undefined);
  };
  useRunKeys(runId, go, KEY_SPEEDS, (speed) => changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) }));

  // A saved RunRecord back on screen (the validating parser has read it): the form takes its scenario.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const record = records.find((r) => frctFlowIds(r.scenario).length > 0);
    if (!record) return t('common.files.bad.wrongView', { file: fileName, message: t(`${K}.imported.noFrct`) });
    const current = validateForm(form, base);
    const o = D.fromScenario(record.scenario, current.ok ? current.options : start);
    if (!o) return t('common.files.bad.wrongView', { file: fileName, message: t(`${K}.imported.noFrct`) });
    removeRunsOf(OWNER);
    addRecord(record as unknown as RunRecord, OWNER, fileName);
    setErrors({});
    setForm(formFromOptions(o, lang));
    setBase(o.base);
    onOptionsChange?.(o);
    setFlowChoice(null);
    setOpened(fileName);
    return null;
  };

  const flowIds = useMemo(() => frctFlowIds(run?.scenario), [run?.scenario]);
  const flow = shownFlow(run?.scenario, flowChoice);
  const panelOptions = useMemo(() => ({ flow }), [flow]);
  const summary = useMemo(
    () => (run?.status === 'done' && flow ? runSummary(run.record, flow, frctNow(seriesOf(run.id), run.record, flow), t, lang) : ''),
    [run, flow, t, lang],
  );
  const figureFirst = useFigureFirst();
  // In figure-first mode the mb-ecn charts end inside the first screen.
  const height = useFitHeight(figureRef, figureFirst, 16) ?? undefined;
  const shown = runId ? [runId] : [];
  // Beside the run's status; under the figure when the figure comes first (the row is full there).
  const pill = opened ? (
    <p className="view-status frct-status--rate" data-testid="frct-imported">{t(`${K}.imported.status`, { file: opened })}</p>
  ) : runId && flow ? (
    <DeliveredNow runId={runId} flow={flow} />
  ) : null;
  // Above the figure for a student; under it in figure-first mode (the first screen is the figure's).
  const guide = <ViewGuide view={D.id} base={K} items={GUIDE_ITEMS} />;
  const fileName = run ? `frct-repair-rq${form.reorderQueue}-loss${form.loss.replace(',', '.')}` : 'frct-repair';

  return (
    <div ref={sectionRef} className="frct">
      <ViewLayout
        testId="view-frct-repair"
        formColumn="minmax(13rem, 16rem)"
        form={<FrctForm form={form} errors={errors} presets={presets} locked={locked} onChange={(f) => changeForm(f)} onPreset={pickPreset} onSubmit={go} />}
        controls={
          <>
            <div className="frct__controls">
              <RunBar runId={runId} prefix="frct" onRun={go} idleText={figureFirst ? undefined : t(`${K}.status.idle`)} />
              {figureFirst ? null : pill}
            </div>
            {Object.keys(errors).length > 0 ? <p className="view-form__error" role="alert">{t(`${K}.validation.formInvalid`)}</p> : null}
            {flowIds.length > 1 && flow ? <FlowPicker flowIds={flowIds} value={flow} onChange={setFlowChoice} /> : null}
            {figureFirst ? null : guide}
          </>
        }
        figure={
          <div className="frct__figure" ref={figureRef}>
            <Panel name="mbecn" runIds={shown} height={height} options={{ flow, parts: figureFirst ? ['rates'] : ['rates', 'level'], title: !figureFirst }} />
          </div>
        }
        below={
          <div className="frct__below">
            {figureFirst ? pill : null}
            {figureFirst ? guide : null}
            <div className="frct__panels">
              <Panel name="frct-counters" runIds={shown} options={panelOptions} />
              <Panel name="mbecn" runIds={shown} options={{ flow, parts: figureFirst ? ['level', 'fields'] : ['fields'] }} />
            </div>
            <FigureTools
              figureRef={figureRef}
              name={fileName}
              title={t('panels.mbecn.title')}
              empty={!run}
              busy={locked}
              noRecord={!run?.record}
              csv={() => {
                const s = runId ? seriesOf(runId) : undefined;
                return s ? frctCsv(s, flowIds) : null;
              }}
              json={() => run?.record ?? null}
              onImport={importRecords}
              importWithoutSeries
            />
            <Panel name="frct-log" runIds={shown} />
            <p className="frct__hint">{t('runBar.keysHint')}</p>
            <p className="visually-hidden" aria-live="polite" data-testid="frct-summary">{summary}</p>
          </div>
        }
      />
    </div>
  );
}
