import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storeActions, useFigureFirst, useProjector } from '../../store';
import { LINK_PING_PARAMS, LinkPing, type LinkPingOptions } from '../../views/LinkPing';
import { PhasePlane, type PhasePlaneInitial } from '../../views/PhasePlane';
import { PHASE_PLANE_PARAMS } from '../../views/PhasePlane/params';
import { SAWTOOTH_PARAMS, Sawtooth, type SawtoothOptions } from '../../views/Sawtooth';
import { BUFFERBLOAT_PARAMS, Bufferbloat, type BufferbloatOptions } from '../../views/Bufferbloat';
import { Sweep } from '../../views/Sweep';
import { BDP_PIPE_PARAMS, BdpPipe, type BdpPipeOptions } from '../../views/BdpPipe';
import { LOSS_NOT_CONGESTION_PARAMS, LossNotCongestion, type LossOptions } from '../../views/LossNotCongestion';
import { FRCT_REPAIR_PARAMS, FrctRepair, type FrctRepairOptions } from '../../views/FrctRepair';
import { FAIRNESS_PARAMS, Fairness, type FairnessOptions } from '../../views/Fairness';
import { viewById } from '../../views/registry';
import { VIEW_DECLARATIONS } from '../../views/declarations';
import { ParamWarning } from '../../views/shared/ParamWarning';
import { readViewParams, type ParamProblem } from '../../views/shared/viewParams';
import { FigureFirstToggle } from '../../views/shared/ViewLayout';
import { CopyLink } from '../../views/shared/CopyLink';
import { decodeScenarioParam, SCENARIO_PARAM } from '../../views/shared/scenarioParam';
import type { ViewDeclaration } from '../../views/shared/viewDeclaration';
import { themeFor } from '../theme';
import { replaceViewParams } from '../viewUrl';
import { NotFoundPage } from './NotFoundPage';
import { PresenterConsole } from '../present/PresenterConsole';
import { PresentDisplay } from '../present/PresentDisplay';
import { ShortcutsDialog } from '../../views/shared/shortcuts/ShortcutsDialog';
import { formatParam } from '../../views/shared/viewParams';
import type { CompareSide } from '../../views/shared/compare/compareColumn';
import { columnSearch, enterCompare, isCompare, leaveCompare, writeColumn } from '../compare/compareUrl';
import { SideBySide } from '../compare/SideBySide';

/** ?present=1 opens the presenter console around the view; ?display=1 its projected display (src/app/present). */
function presentMode(search: string): 'present' | 'display' | null {
  const q = new URLSearchParams(search);
  if (q.get('display') === '1') return 'display';
  if (q.get('present') === '1') return 'present';
  return null;
}

interface FromUrl {
  initial: object;
  problems: ParamProblem[];
  /** ?scenario= that could not be read, or that this view cannot show. */
  scenarioProblem: string | null;
}

/**
 * Views that declare themselves (src/views/shared/viewDeclaration.ts): their address parameters
 * and ?scenario= are read from the declaration (src/views/declarations.ts lists them).
 */
const DECLARATIONS = VIEW_DECLARATIONS;

function fromDeclaration(d: ViewDeclaration<object>, search: string): FromUrl {
  const read = readViewParams(d.params, search);
  const raw = new URLSearchParams(search).get(SCENARIO_PARAM);
  if (raw === null) return { ...read, scenarioProblem: null };
  const decoded = decodeScenarioParam(raw);
  if (!decoded.ok) return { ...read, scenarioProblem: decoded.problem };
  const options = d.fromScenario(decoded.scenario, { ...d.defaults, ...read.initial });
  if (!options) return { ...read, scenarioProblem: 'view' };
  return { initial: options, problems: read.problems, scenarioProblem: null };
}

/** How each view with deep-link parameters reads them. */
const READERS: Record<string, (search: string) => Omit<FromUrl, 'scenarioProblem'>> = {
  'link-ping': (s) => readViewParams(LINK_PING_PARAMS, s),
  sawtooth: (s) => readViewParams(SAWTOOTH_PARAMS, s),
  bufferbloat: (s) => readViewParams(BUFFERBLOAT_PARAMS, s),
  'phase-plane': (s) => readViewParams(PHASE_PLANE_PARAMS, s),
  'bdp-pipe': (s) => readViewParams(BDP_PIPE_PARAMS, s),
  'frct-repair': (s) => readViewParams(FRCT_REPAIR_PARAMS, s),
  'loss-not-congestion': (s) => readViewParams(LOSS_NOT_CONGESTION_PARAMS, s),
};

/** A declared view as an element: its initial options, and where its valid options go. */
function viewElement(id: string, initial: object, onOptionsChange: (o: object) => void, onRunError: (message: string) => void): ReactNode {
  switch (id) {
    case 'link-ping':
      return <LinkPing onRunError={onRunError} initial={initial as Partial<LinkPingOptions>} onOptionsChange={onOptionsChange} />;
    case 'phase-plane':
      return <PhasePlane onRunError={onRunError} initial={initial as Partial<PhasePlaneInitial>} onOptionsChange={onOptionsChange} />;
    case 'sawtooth':
      return <Sawtooth onRunError={onRunError} initial={initial as Partial<SawtoothOptions>} onOptionsChange={onOptionsChange} />;
    case 'bufferbloat':
      return <Bufferbloat onRunError={onRunError} initial={initial as Partial<BufferbloatOptions>} onOptionsChange={onOptionsChange} />;
    case 'bdp-pipe':
      return <BdpPipe onRunError={onRunError} initial={initial as Partial<BdpPipeOptions>} onOptionsChange={onOptionsChange} />;
    case 'loss-not-congestion':
      return <LossNotCongestion onRunError={onRunError} initial={initial as Partial<LossOptions>} onOptionsChange={onOptionsChange} />;
    case 'fairness':
      return <Fairness onRunError={onRunError} initial={initial as Partial<FairnessOptions>} onOptionsChange={onOptionsChange} />;
    case 'frct-repair':
      return <FrctRepair onRunError={onRunError} initial={initial as Partial<FrctRepairOptions>} onOptionsChange={onOptionsChange} />;
    default:
      return null;
  }
}

/** Each column's parameters that differ from the other's (`cc=cubic`), to head the columns. */
function differences(d: ViewDeclaration<object>, a: object, b: object): Record<CompareSide, string[]> {
  const out: Record<CompareSide, string[]> = { a: [], b: [] };
  for (const p of d.params) {
    // The speed is the shared bar's, not a column's.
    if (p.name === 'speed') continue;
    const va = formatParam(p.get(a));
    const vb = formatParam(p.get(b));
    if (va === vb) continue;
    out.a.push(`${p.name}=${va}`);
    out.b.push(`${p.name}=${vb}`);
  }
  return out;
}

/**
 * A view as a page of its own, or side by side (?compare=1: src/app/compare). Entering or leaving
 * side by side is a new history entry; the page reads its address again then (and on Back).
 */
export function ViewPage({ id }: { id: string }) {
  const [generation, setGeneration] = useState(0);
  const shownCompare = useRef(isCompare(location.search));
  useEffect(() => {
    const onPop = () => {
      if (isCompare(location.search) === shownCompare.current) return;
      shownCompare.current = isCompare(location.search);
      setGeneration((g) => g + 1);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = (search: string) => {
    history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
    shownCompare.current = isCompare(search);
    setGeneration((g) => g + 1);
    window.scrollTo(0, 0);
  };
  return <ViewPageBody key={generation} id={id} go={go} />;
}

interface Columns {
  a: FromUrl;
  b: FromUrl;
}

function ViewPageBody({ id, go }: { id: string; go(search: string): void }) {
  const { t } = useTranslation();
  const projector = useProjector();
  const declaration = DECLARATIONS[id] as ViewDeclaration<object> | undefined;
  // Side by side: each column's options from its own parameters (the right one's prefixed b.).
  const [columns] = useState<Columns | null>(() =>
    declaration && isCompare(location.search)
      ? { a: fromDeclaration(declaration, columnSearch(location.search, 'a')), b: fromDeclaration(declaration, columnSearch(location.search, 'b')) }
      : null,
  );
  const [columnOptions, setColumnOptions] = useState<Record<CompareSide, object> | null>(() =>
    columns && declaration ? { a: { ...declaration.defaults, ...columns.a.initial }, b: { ...declaration.defaults, ...columns.b.initial } } : null,
  );
  // Read once: the page is keyed by view, and later changes come from the view itself.
  const [fromUrl] = useState<FromUrl>(() => {
    if (columns) return columns.a;
    const d = DECLARATIONS[id];
    if (d) return fromDeclaration(d, location.search);
    const read = READERS[id]?.(location.search) ?? { initial: {}, problems: [] };
    return { ...read, scenarioProblem: null };
  });
  const figureFirst = useFigureFirst();
  const [mode] = useState(() => presentMode(location.search));
  const info = viewById(id);
  if (!info) return <NotFoundPage path={`/views/${id}`} />;
  if (mode === 'display') {
    return (
      <>
        <PresentDisplay title={t(info.titleKey)} />
        <ShortcutsDialog />
      </>
    );
  }
  const profile = themeFor(projector).chart;
  const reportRunError = (message: string) => storeActions.reportWorkerError('run', message);
  const initial = fromUrl.initial;
  const onColumnChange = (side: CompareSide) => (o: object) => {
    if (!declaration) return;
    const search = writeColumn(declaration, side, o, location.search);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    setColumnOptions((prev) => (prev ? { ...prev, [side]: o } : prev));
  };
  const problems = columns ? [...columns.a.problems, ...columns.b.problems.map((p) => ({ ...p, name: `b.${p.name}` }))] : fromUrl.problems;
  const scenarioProblem = columns ? (columns.a.scenarioProblem ?? columns.b.scenarioProblem) : fromUrl.scenarioProblem;
  const initialSpeed = Number((columnOptions?.a as { speed?: unknown } | undefined)?.speed);
  const page = (
    <div className="page page--wide" data-figure-first={figureFirst ? '1' : '0'} data-compare={columns ? '1' : '0'}>
      <div className="view-page__head">
        <h1>{t(info.titleKey)}</h1>
        <div className="view-page__tools">
          {/* On a projector figure first is always on: the switch gives its room to "side by side". */}
          {columns || projector ? null : <FigureFirstToggle />}
          {declaration ? (
            columns ? (
              <button type="button" className="btn btn--quiet" data-testid="compare-leave" onClick={() => go(leaveCompare(location.search))}>
                {t('compare.leave')}
              </button>
            ) : (
              <button type="button" className="btn btn--quiet" data-testid="compare-enter" title={t('compare.enterHint')} onClick={() => go(enterCompare(location.search, declaration.params as never))}>
                {t('compare.enter')}
              </button>
            )
          ) : null}
          <CopyLink />
        </div>
      </div>
      {columns ? null : <p className="lead view-page__lead">{t(info.descriptionKey)}</p>}
      <ParamWarning problems={problems} />
      {scenarioProblem ? (
        <p className="url-warning" role="alert" data-testid="scenario-param-warning">
          {t(`viewPage.scenarioParam.${scenarioProblem}`)}
        </p>
      ) : null}
      {columns && declaration && columnOptions ? (
        <SideBySide
          viewId={id}
          initialSpeed={Number.isFinite(initialSpeed) && initialSpeed > 0 ? initialSpeed : 1}
          differences={differences(declaration, columnOptions.a, columnOptions.b)}
          column={(side) => viewElement(id, columns[side].initial, onColumnChange(side), reportRunError)}
        />
      ) : null}
      {columns ? null : viewOnItsOwn()}
    </div>
  );
  function viewOnItsOwn() {
    return (
      <>
      {id === 'link-ping' ? (
        <LinkPing onRunError={reportRunError} initial={initial as Partial<LinkPingOptions>} onOptionsChange={(o) => replaceViewParams(LINK_PING_PARAMS, o)} />
      ) : null}
      {id === 'phase-plane' ? (
        <PhasePlane onRunError={reportRunError} initial={initial as Partial<PhasePlaneInitial>} onOptionsChange={(o) => replaceViewParams(PHASE_PLANE_PARAMS, o)} />
      ) : null}
      {id === 'sawtooth' ? (
        <Sawtooth onRunError={reportRunError} initial={initial as Partial<SawtoothOptions>} onOptionsChange={(o) => replaceViewParams(SAWTOOTH_PARAMS, o)} />
      ) : null}
      {id === 'bufferbloat' ? (
        <Bufferbloat onRunError={reportRunError} initial={initial as Partial<BufferbloatOptions>} onOptionsChange={(o) => replaceViewParams(BUFFERBLOAT_PARAMS, o)} />
      ) : null}
      {id === 'sweep' ? <Sweep profile={profile} onRunError={reportRunError} /> : null}
      {id === 'bdp-pipe' ? (
        <BdpPipe onRunError={reportRunError} initial={initial as Partial<BdpPipeOptions>} onOptionsChange={(o) => replaceViewParams(BDP_PIPE_PARAMS, o)} />
      ) : null}
      {id === 'loss-not-congestion' ? (
        <LossNotCongestion onRunError={reportRunError} initial={initial as Partial<LossOptions>} onOptionsChange={(o) => replaceViewParams(LOSS_NOT_CONGESTION_PARAMS, o)} />
      ) : null}
      {id === 'fairness' ? (
        <Fairness onRunError={reportRunError} initial={initial as Partial<FairnessOptions>} onOptionsChange={(o) => replaceViewParams(FAIRNESS_PARAMS, o)} />
      ) : null}
      {id === 'frct-repair' ? (
        <FrctRepair onRunError={reportRunError} initial={initial as Partial<FrctRepairOptions>} onOptionsChange={(o) => replaceViewParams(FRCT_REPAIR_PARAMS, o)} />
      ) : null}
      </>
    );
  }
  return (
    <>
      {mode === 'present' ? <PresenterConsole viewId={id}>{page}</PresenterConsole> : page}
      <ShortcutsDialog />
    </>
  );
}
