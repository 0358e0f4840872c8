import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeActions, useFigureFirst, useProjector } from '../../store';
import { LINK_PING_DECLARATION, LINK_PING_PARAMS, LinkPing, type LinkPingOptions } from '../../views/LinkPing';
import { PHASE_PLANE_DECLARATION, PhasePlane, type PhasePlaneInitial } from '../../views/PhasePlane';
import { PHASE_PLANE_PARAMS } from '../../views/PhasePlane/params';
import { SAWTOOTH_DECLARATION, SAWTOOTH_PARAMS, Sawtooth, type SawtoothOptions } from '../../views/Sawtooth';
import { BUFFERBLOAT_DECLARATION, BUFFERBLOAT_PARAMS, Bufferbloat, type BufferbloatOptions } from '../../views/Bufferbloat';
import { Sweep } from '../../views/Sweep';
import { BDP_PIPE_DECLARATION, BDP_PIPE_PARAMS, BdpPipe, type BdpPipeOptions } from '../../views/BdpPipe';
import { LOSS_NOT_CONGESTION_DECLARATION, LOSS_NOT_CONGESTION_PARAMS, LossNotCongestion, type LossOptions } from '../../views/LossNotCongestion';
import { FRCT_REPAIR_DECLARATION, FRCT_REPAIR_PARAMS, FrctRepair, type FrctRepairOptions } from '../../views/FrctRepair';
import { FAIRNESS_DECLARATION, FAIRNESS_PARAMS, Fairness, type FairnessOptions } from '../../views/Fairness';
import { viewById } from '../../views/registry';
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
 * and ?scenario= are read from the declaration. Each view adds its line here when it is rebuilt.
 */
const DECLARATIONS: Record<string, ViewDeclaration<object>> = {
  'link-ping': LINK_PING_DECLARATION as unknown as ViewDeclaration<object>,
  'phase-plane': PHASE_PLANE_DECLARATION as unknown as ViewDeclaration<object>,
  bufferbloat: BUFFERBLOAT_DECLARATION as unknown as ViewDeclaration<object>,
  sawtooth: SAWTOOTH_DECLARATION as unknown as ViewDeclaration<object>,
  'bdp-pipe': BDP_PIPE_DECLARATION as unknown as ViewDeclaration<object>,
  'frct-repair': FRCT_REPAIR_DECLARATION as unknown as ViewDeclaration<object>,
  'loss-not-congestion': LOSS_NOT_CONGESTION_DECLARATION as unknown as ViewDeclaration<object>,
  fairness: FAIRNESS_DECLARATION as unknown as ViewDeclaration<object>,
};

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

/** A view as a page of its own: the shell supplies the profile, the error banner and the deep link. */
export function ViewPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const projector = useProjector();
  // Read once: the page is keyed by view, and later changes come from the view itself.
  const [fromUrl] = useState<FromUrl>(() => {
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
  const page = (
    <div className="page page--wide" data-figure-first={figureFirst ? '1' : '0'}>
      <div className="view-page__head">
        <h1>{t(info.titleKey)}</h1>
        <div className="view-page__tools">
          <FigureFirstToggle />
          <CopyLink />
        </div>
      </div>
      <p className="lead view-page__lead">{t(info.descriptionKey)}</p>
      <ParamWarning problems={fromUrl.problems} />
      {fromUrl.scenarioProblem ? (
        <p className="url-warning" role="alert" data-testid="scenario-param-warning">
          {t(`viewPage.scenarioParam.${fromUrl.scenarioProblem}`)}
        </p>
      ) : null}
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
    </div>
  );
  return (
    <>
      {mode === 'present' ? <PresenterConsole viewId={id}>{page}</PresenterConsole> : page}
      <ShortcutsDialog />
    </>
  );
}
