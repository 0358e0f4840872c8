// A test page for the shared time cursor (/lab/panels): one live run of the course's bufferbloat
// preset (a Reno flow and a ping from s2 over the 250 KiB buffer), started by the run controller,
// drawn at once by the sawtooth, queue, pipe, ping and state-machine panels. Hovering any time plot
// moves the cursor in all of them. `?speed=` sets the run's speed (default 1).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../panels/Panel';
import { needsOf, panelByName } from '../../panels/registry';
import { useRunIds } from '../../store';
import { RunBar } from '../../controls/RunBar';
import { removeRunsOf, startRun } from '../runs/controller';
import { scenarioPresets } from '../sim-client';
import './panelsPage/panelsPage.css';

const OWNER = 'lab-panels';
export const PANELS_PAGE_PRESET = 'lab-bloat-250-reno';
export const PANELS_PAGE_PANELS = ['sawtooth', 'queue', 'bdp-pipe', 'ping-rtt', 'state-machine'] as const;
const SPEEDS = [0.5, 1, 2, 4, 8] as const;

function speedFromAddress(): number {
  const v = Number(new URLSearchParams(location.search).get('speed'));
  return Number.isFinite(v) && v > 0 && v <= 100 ? v : 1;
}

async function startPresetRun(speed: number, isCancelled: () => boolean): Promise<string | null> {
  const presets = await scenarioPresets();
  const scenario = presets.find((p) => p.name === PANELS_PAGE_PRESET)?.scenario;
  if (!scenario) return 'missing';
  if (isCancelled()) return null;
  removeRunsOf(OWNER);
  startRun(scenario, { owner: OWNER, speed, ...needsOf(PANELS_PAGE_PANELS) });
  return null;
}

export function PanelsPage() {
  const { t } = useTranslation();
  const ids = useRunIds(OWNER);
  const runId = ids[ids.length - 1] ?? null;
  const [speed, setSpeed] = useState(speedFromAddress);
  const [problem, setProblem] = useState<string | null>(null);
  const run = (s: number) => {
    let cancelled = false;
    startPresetRun(s, () => cancelled).then(setProblem, (e: unknown) => setProblem(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
  };
  useEffect(() => {
    const stop = run(speedFromAddress());
    return () => {
      stop();
      removeRunsOf(OWNER);
    };
  }, []);
  const runIds = runId ? [runId] : [];
  return (
    <div className="page page--wide panels-page" data-testid="panels-page" data-run={runId ?? ''}>
      <h1>{t('panelsPage.title')}</h1>
      <p className="lead">{t('panelsPage.lead', { preset: PANELS_PAGE_PRESET })}</p>
      <RunBar runId={runId} prefix="panels" onRun={() => run(speed)} speeds={SPEEDS} onSpeed={setSpeed} />
      {problem ? <p role="alert" className="url-warning">{problem === 'missing' ? t('panelsPage.noPreset', { preset: PANELS_PAGE_PRESET }) : problem}</p> : null}
      <div className="panels-page__grid">
        {PANELS_PAGE_PANELS.map((name) => (
          <section key={name} className={`panels-page__cell panels-page__cell--${name}`} aria-label={t(panelByName(name)?.titleKey ?? 'panelsPage.unnamed', { name })}>
            <h2 className="panels-page__title">{t(panelByName(name)?.titleKey ?? 'panelsPage.unnamed', { name })}</h2>
            <Panel name={name} runIds={runIds} height={name === 'sawtooth' ? 380 : name === 'state-machine' ? 300 : name === 'bdp-pipe' ? 200 : 260} compact={name !== 'sawtooth'} />
          </section>
        ))}
      </div>
    </div>
  );
}
