import { lazy, Suspense, useEffect, useRef, useState, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { storeActions, useFigureFirst, useProjector } from '../../store';
import { viewById, type ViewComponent, type ViewInfo } from '../../views/registry';
import { VIEW_DECLARATIONS } from '../../views/declarations';
import { ParamWarning } from '../../views/shared/ParamWarning';
import { readViewParams, type ParamProblem } from '../../views/shared/viewParams';
import { FigureFirstToggle } from '../../views/shared/ViewLayout';
import { CopyLink } from '../../controls/CopyLink';
import { decodeScenarioParam, SCENARIO_PARAM } from '../../views/shared/scenarioParam';
import type { ViewDeclaration } from '../../views/shared/viewDeclaration';
import { replaceViewParams } from '../viewUrl';
import { NotFoundPage } from './NotFoundPage';
import { PresenterConsole } from '../present/PresenterConsole';
import { PresentDisplay } from '../present/PresentDisplay';
import { ShortcutsDialog } from '../../controls/shortcuts/ShortcutsDialog';
import { formatParam } from '../../views/shared/viewParams';
import type { CompareSide } from '../../controls/compare/compareColumn';
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

/** Each view's component, made lazy once: its code is fetched when its page first opens. */
const LAZY = new Map<string, LazyExoticComponent<ViewComponent>>();
function lazyView(info: ViewInfo): LazyExoticComponent<ViewComponent> {
  let view = LAZY.get(info.id);
  if (!view) {
    view = lazy(() => info.load().then((component) => ({ default: component })));
    LAZY.set(info.id, view);
  }
  return view;
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
  // What the view takes from its address (src/views/declarations.ts); a view without one (the sweep) reads its own.
  const declaration: ViewDeclaration<object> | undefined = VIEW_DECLARATIONS[id];
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
    if (declaration) return fromDeclaration(declaration, location.search);
    return { initial: {}, problems: [], scenarioProblem: null };
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
  const reportRunError = (message: string) => storeActions.reportWorkerError('run', message);
  const View = lazyView(info);
  const view = (initial: object, onOptionsChange: (o: object) => void) => (
    <Suspense fallback={<p className="view-page__loading" data-testid="view-loading">{t('viewPage.loading')}</p>}>
      <View initial={initial} onRunError={reportRunError} onOptionsChange={onOptionsChange} />
    </Suspense>
  );
  const onOptionsChange = (o: object) => {
    if (declaration) replaceViewParams(declaration.params, o);
  };
  const onColumnChange = (side: CompareSide) => (o: object) => {
    if (!declaration) return;
    const search = writeColumn(declaration, side, o, location.search);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    setColumnOptions((prev) => (prev ? { ...prev, [side]: o } : prev));
  };
  const problems = columns ? [...columns.a.problems, ...columns.b.problems.map((p) => ({ ...p, name: `b.${p.name}` }))] : fromUrl.problems;
  const scenarioProblem = columns ? (columns.a.scenarioProblem ?? columns.b.scenarioProblem) : fromUrl.scenarioProblem;
  const speedParam = declaration?.params.find((p) => p.name === 'speed');
  const initialSpeed = Number(columnOptions && speedParam ? speedParam.get(columnOptions.a) : 1);
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
              <button type="button" className="btn btn--quiet" data-testid="compare-enter" title={t('compare.enterHint')} onClick={() => go(enterCompare(location.search, declaration.params))}>
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
          column={(side) => view(columns[side].initial, onColumnChange(side))}
        />
      ) : null}
      {columns ? null : view(fromUrl.initial, onOptionsChange)}
    </div>
  );
  return (
    <>
      {mode === 'present' ? <PresenterConsole viewId={id}>{page}</PresenterConsole> : page}
      <ShortcutsDialog />
    </>
  );
}
