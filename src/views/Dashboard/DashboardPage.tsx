// The linked dashboard (/dashboard): several panels of one run on one shared time cursor, one run
// bar, laid out to fit one screen (1280x720 or 1920x1080 on a projector). The address says the run
// (?preset= or ?scenario=), the speed and the panels (./dashboardParams); copy link carries them.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '../../charts/useViewport';
import { removeRunsOf, startRun } from '../../app/runs/controller';
import { scenarioPresets } from '../../app/sim-client';
import { Panel } from '../../panels/Panel';
import { needsOf, panelByName } from '../../panels/registry';
import { useRunIds } from '../../store';
import { CopyLink } from '../../controls/CopyLink';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { DASHBOARD_SPEEDS, dashboardGrid, dashboardLinkParams, parseDashboardParams, type DashboardParams } from './dashboardParams';
import './dashboard.css';

const OWNER = 'dashboard';
/** Space inside a cell besides the panel: its title and padding (CSS px, see dashboard.css). */
const CELL_CHROME = 44;
const GAP = 8;
/** The sawtooth without its RTT plot: the ping panel beside it shows the RTT, and a screen has little height. */
const PANEL_OPTIONS: Record<string, Record<string, unknown>> = {
  sawtooth: { rtt: false, legendHeading: false, zoomHint: false },
  // The cell's title names it already.
  'ping-rtt': { caption: false },
};

async function scenarioOf(p: DashboardParams): Promise<{ scenario: unknown } | { problem: string; vars?: Record<string, string> }> {
  if (p.source.kind === 'scenario') return { scenario: p.source.scenario };
  if (p.source.kind === 'bad-scenario') return { problem: `dashboard.badScenario.${p.source.problem}` };
  const name = p.source.name;
  const preset = (await scenarioPresets()).find((x) => x.name === name);
  return preset ? { scenario: preset.scenario } : { problem: 'dashboard.noPreset', vars: { preset: name } };
}

/** Height of each panel so that the grid ends at the bottom of the window (null: let them be tall). */
function usePanelHeight(gridRef: React.RefObject<HTMLElement | null>, rows: number, fit: boolean): number | null {
  // The grid may be zoomed out on a small screen (dashboard.css): its CSS px are smaller.
  const grid = useFitHeight(gridRef, fit, 6, { ownZoom: true });
  // floor(floor(x) / rows) = floor(x / rows): rounding the grid's height first changes no cell.
  return grid === null ? null : Math.max(140, Math.floor(grid / rows - GAP - CELL_CHROME));
}

/**
 * One panel in its cell. A panel draws its plot `height` tall but may add a legend or a readout
 * around it: the cell measures what the panel adds and asks for that much less, so the whole
 * panel ends where the cell does.
 */
function DashboardCell({ name, runIds, available }: { name: string; runIds: readonly string[]; available: number | null }) {
  const { t } = useTranslation();
  const cellRef = useRef<HTMLElement>(null);
  const figRef = useRef<HTMLDivElement>(null);
  const [extra, setExtra] = useState(0);
  // 16 px of slack: the ping and phase figures' frames (padding, border) grow after the first measure.
  const request = available === null ? 260 : Math.max(90, available - extra - 16);
  useLayoutEffect(() => {
    const cell = cellRef.current;
    const el = figRef.current;
    if (!cell || !el || available === null) return;
    const measure = () => {
      // The grid may be zoomed (projector mode): a bounding box is then in the screen's px, not in
      // the CSS px the panel's height is asked in. The cell's height is known in CSS px, so the
      // ratio of the two converts the figure's measured height back.
      const scale = cell.getBoundingClientRect().height / (available + CELL_CHROME) || 1;
      const over = Math.ceil(el.getBoundingClientRect().height / scale) - Number(el.dataset.request);
      setExtra((old) => (Math.abs(over - old) > 2 ? Math.max(0, over) : old));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [available]);
  const title = t(panelByName(name)?.titleKey ?? 'dashboard.unnamed', { name });
  return (
    <section ref={cellRef} className={`dashboard__cell dashboard__cell--${name}`} aria-label={title} data-cell={name} style={available === null ? undefined : { height: available + CELL_CHROME }}>
      <h2 className="dashboard__cell-title">{title}</h2>
      <div ref={figRef} className="dashboard__fig" data-request={request}>
        <Panel name={name} runIds={runIds} height={request} compact options={PANEL_OPTIONS[name]} />
      </div>
    </section>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const [params] = useState(() => parseDashboardParams(location.search));
  const [speed, setSpeed] = useState(params.speed);
  const [problem, setProblem] = useState<{ key: string; vars?: Record<string, string> } | null>(null);
  const ids = useRunIds(OWNER);
  const runId = ids[ids.length - 1] ?? null;
  const width = useViewportWidth();
  const grid = dashboardGrid(params.panels.length, width);
  const gridRef = useRef<HTMLDivElement>(null);
  const panelHeight = usePanelHeight(gridRef, grid.rows, grid.columns > 1);

  const run = (s: number) => {
    let cancelled = false;
    scenarioOf(params).then(
      (r) => {
        if (cancelled) return;
        if ('problem' in r) {
          setProblem({ key: r.problem, vars: r.vars });
          return;
        }
        setProblem(null);
        removeRunsOf(OWNER);
        startRun(r.scenario, { owner: OWNER, speed: s, ...needsOf(params.panels) });
      },
      (e: unknown) => setProblem({ key: 'dashboard.failed', vars: { message: e instanceof Error ? e.message : String(e) } }),
    );
    return () => {
      cancelled = true;
    };
  };
  useEffect(() => {
    const stop = run(params.speed);
    return () => {
      stop();
      removeRunsOf(OWNER);
    };
    // One run per page load; Run starts the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const runIds = runId ? [runId] : [];
  const source = params.source.kind === 'preset' ? params.source.name : t('dashboard.customScenario');
  return (
    <div className="page page--wide dashboard" data-testid="dashboard" data-run={runId ?? ''} data-panels={params.panels.join(',')} data-source={source}>
      <div className="dashboard__top">
        <h1 className="dashboard__title">{t('dashboard.title', { source })}</h1>
        <RunBar runId={runId} prefix="dash" onRun={() => run(speed)} speeds={DASHBOARD_SPEEDS} speed={speed} onSpeed={setSpeed} compact />
        <CopyLink extra={dashboardLinkParams({ panels: params.panels, speed })} testId="dash-copy-link" />
      </div>
      {problem ? <p role="alert" className="url-warning" data-testid="dash-problem">{t(problem.key, problem.vars)}</p> : null}
      {params.unknownPanels.length > 0 ? <p role="note" className="url-warning">{t('dashboard.unknownPanels', { names: params.unknownPanels.join(', ') })}</p> : null}
      <div ref={gridRef} className="dashboard__grid" style={{ gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`, gap: GAP }}>
        {params.panels.map((name) => (
          <DashboardCell key={name} name={name} runIds={runIds} available={panelHeight} />
        ))}
      </div>
    </div>
  );
}
