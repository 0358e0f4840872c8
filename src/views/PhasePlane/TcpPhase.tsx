// The phase plane's "Two TCP flows" mode: two TCP flows share the course's bottleneck in the
// worker's packet-level simulation, and the `phase-tcp` panel draws their delivery rates as the
// point (x1, x2) while the run streams. A form of four choices, the shared run bar and file tools;
// the run itself lives in the store (the run controller starts it).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRunsOf, startRun } from '../../app/runs/controller';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { grownTrajectory, tcpPlaneRun } from '../../panels/phase-tcp';
import type { RunRecord } from '../../sim';
import { seriesOf, useFigureFirst } from '../../store';
import { Field } from '../../controls/Field';
import { FigureTools } from '../shared/FigureTools';
import { toCsv } from '../shared/files';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { useViewRuns } from '../shared/useViewRuns';
import { ViewForm } from '../../controls/ViewForm';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS, EXTRA_DELAYS_MS, isTcpCc, S2_START_S, TCP_CAPACITY_MBPS, TCP_CCS, TCP_DURATIONS_S, TCP_SPEEDS, type TcpPlaneOptions } from './tcpOptions';
import { TCP_CSV_HEADER, tcpCsvRows, tcpOptionsFromScenario } from './tcpRecord';


export interface TcpPhaseProps {
  initial?: Partial<TcpPlaneOptions>;
  /** The mode picker, drawn in the side column as in the model mode. */
  modePicker: ReactNode;
  /** Told when a run fails (the app may show its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the mode's options change (the view keeps the address in step). */
  onOptionsChange?: (options: TcpPlaneOptions) => void;
}

export function TcpPhase({ initial, modePicker, onRunError, onOptionsChange }: TcpPhaseProps) {
  // The view's runs (in a side-by-side column, the column's: phase-plane:a, phase-plane:b).
  const OWNER = useRunOwner('phase-plane');
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const [options, setOptions] = useState<TcpPlaneOptions>(() => ({ ...DEFAULT_TCP_OPTIONS, ...initial }));
  const { lastId: runId, last: run, busy: locked } = useViewRuns(OWNER, 1);
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  useEffect(() => {
    onOptionsChangeRef.current?.(options);
  }, [options]);
  // Leaving the mode (or the page) stops and forgets its run.
  useEffect(() => () => removeRunsOf(OWNER), [OWNER]);
  const figureRef = useRef<HTMLDivElement>(null);
  const fit = useFitHeight(figureRef, useFigureFirst());

  const begin = () => {
    removeRunsOf(OWNER);
    startRun(buildTcpScenario(options), { owner: OWNER, speed: options.speed, onEnd: (m) => m.status === 'failed' && onRunError?.(m.error ?? '') });
  };
  const changeSpeed = (speed: number) => setOptions((o) => ({ ...o, speed }));
  useRunKeys(runId, begin, TCP_SPEEDS, changeSpeed, true, options.speed);

  // A saved run: drawn as if it had just streamed, and the form set to its options.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const rec = records[records.length - 1] as unknown as RunRecord;
    const got = tcpOptionsFromScenario(rec.scenario, options);
    if (!got) return t('common.files.bad.wrongView', { file: fileName, message: t('views.phasePlane.tcp.noTwoFlows') });
    setOptions(got);
    removeRunsOf(OWNER);
    addRecord(rec, OWNER);
    return null;
  };
  const csv = () => {
    const s = runId ? seriesOf(runId) : undefined;
    const plane = tcpPlaneRun(run?.scenario);
    return s && plane ? toCsv(TCP_CSV_HEADER, tcpCsvRows(grownTrajectory(null, s, plane))) : null;
  };

  const shown = run ? (tcpOptionsFromScenario(run.scenario, options) ?? options) : options;
  const ccName = (cc: string) => t(`views.phasePlane.tcp.ccNames.${cc}`);
  const select = (label: string, testId: string, value: string, values: readonly string[], text: (v: string) => string, onChange: (v: string) => void, hint?: string) => (
    <Field id={`${uid}-${testId}`} label={label} hint={hint}>
      {(aria) => (
        <select {...aria} className="view-field__input" data-testid={testId} value={value} disabled={locked} onChange={(e) => onChange(e.target.value)}>
          {values.map((v) => (
            <option key={v} value={v}>{text(v)}</option>
          ))}
        </select>
      )}
    </Field>
  );
  const form = (
    <div className="pp__side">
      <ViewForm className="pp-form" locked onSubmit={() => undefined}>
        <fieldset className="pp-form__set">
          <legend className="pp-form__legend">{t('views.phasePlane.tcp.formHeading')}</legend>
          {select(t('views.phasePlane.tcp.fields.cc1'), 'phase-tcp-cc1', options.cc1, TCP_CCS, ccName, (v) => isTcpCc(v) && setOptions((o) => ({ ...o, cc1: v })))}
          {select(t('views.phasePlane.tcp.fields.cc2'), 'phase-tcp-cc2', options.cc2, TCP_CCS, ccName, (v) => isTcpCc(v) && setOptions((o) => ({ ...o, cc2: v })), t('views.phasePlane.tcp.hints.start', { s: formatNumber(S2_START_S, lang) }))}
          {select(
            t('views.phasePlane.tcp.fields.extraDelay'),
            'phase-tcp-extra',
            String(options.extraDelayMs),
            EXTRA_DELAYS_MS.map(String),
            (v) => t('views.phasePlane.tcp.extraOption', { ms: formatNumber(Number(v), lang), rtt: formatNumber(40 + Number(v), lang) }),
            (v) => setOptions((o) => ({ ...o, extraDelayMs: Number(v) })),
            t('views.phasePlane.tcp.hints.extraDelay'),
          )}
          {select(t('views.phasePlane.tcp.fields.duration'), 'phase-tcp-duration', String(options.durationS), TCP_DURATIONS_S.map(String), (v) => formatSeconds(Number(v), lang), (v) => setOptions((o) => ({ ...o, durationS: Number(v) })))}
          <p className="view-field__hint">{t('views.phasePlane.tcp.hints.link', { c: formatNumber(TCP_CAPACITY_MBPS, lang, { digits: 1 }) })}</p>
        </fieldset>
      </ViewForm>
      {modePicker}
    </div>
  );
  const title = t('views.phasePlane.tcp.description', { a: ccName(shown.cc1), b: ccName(shown.cc2) });
  // Only the plane goes into a saved figure (not the readout beside it).
  const planeRef = { get current() { return figureRef.current?.querySelector<HTMLElement>('.pp-stage__plot') ?? null; } };

  return (
    <div className="pp pp--tcp" data-testid="view-phase-plane" data-mode="tcp">
      <ViewLayout
        testId="phase-plane-layout"
        formColumn="minmax(13rem, 15.5rem)"
        form={form}
        controls={
          <>
            <RunBar runId={runId} prefix="phase-tcp" onRun={begin} speeds={TCP_SPEEDS} speed={options.speed} onSpeed={changeSpeed} />
            <div className="pp-notes">
              <p className="pp-rule-desc" data-testid="phase-tcp-description">{title}</p>
              <p className="pp-keys">{t('views.phasePlane.tcp.keysHint')}</p>
            </div>
          </>
        }
        figure={
          <div ref={figureRef}>
            <Panel name="phase-tcp" runIds={runId ? [runId] : []} height={fit !== null ? Math.max(200, fit - 36) : undefined} options={{ emptyText: t('runBar.status.idle'), capacity: TCP_CAPACITY_MBPS }} />
          </div>
        }
        below={
          <FigureTools
            figureRef={planeRef}
            name={`phase-plane-tcp-${shown.cc1}-${shown.cc2}-${shown.extraDelayMs}ms`}
            title={title}
            empty={!runId}
            busy={locked}
            noRecord={!run?.record}
            csv={csv}
            json={() => run?.record ?? null}
            onImport={importRecords}
          />
        }
      />
    </div>
  );
}
