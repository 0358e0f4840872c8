// The `phase-tcp` panel: two TCP flows of a run on the (x1, x2) plane. Each point is the flows'
// delivery rates at one sample, averaged over each flow's RTT (./tcpTrajectory), so the point
// mostly slides along the efficiency line and each loss moves it towards the fairness diagonal.
// It follows the run as it streams (redrawn at most every 100 ms) and marks the point at the shared
// time cursor (or the newest). Beside the plane (not compact): the time, x1, x2, their sum and
// Jain's index of that point. A run with one flow draws x2 = 0. Options: `capacity` (C of the empty
// plane before a run, Mbit/s), `emptyText`.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useRunMetas, type RunSeries } from '../../store';
import { useStageLayout, useViewportHeight } from '../plane/planeSize';
import { useChartProfile } from '../shared/useChartProfile';
import { cursorAttr, useRunsCursor } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import type { PanelProps } from '../types';
import { grownTrajectory, pointIndexAt, tcpPlaneRun } from './tcpPlaneRun';
import { Readout, ReadoutItem } from '../Readout';
import { TcpPlaneSvg } from './TcpPlaneSvg';
import { pointJain, type TcpTrajectory } from './tcpTrajectory';
import '../plane/plane.css';
import './phaseTcp.css';

const DASH = '—';

/** Each run's trajectory so far, by its series (mutated in place as batches come): only new samples are read. */
const grown = new WeakMap<RunSeries, TcpTrajectory>();

export function PhaseTcpPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  // The newest run given is the one drawn (a page may keep older ones for comparison elsewhere).
  const runId = runIds.length > 0 ? runIds[runIds.length - 1] : null;
  const ids = runId ? [runId] : [];
  useRunsTick(ids);
  const [meta] = useRunMetas(ids);
  const [cursor] = useRunsCursor(ids);
  const run = tcpPlaneRun(meta?.scenario);
  const s = runId ? seriesOf(runId) : undefined;
  let tr: TcpTrajectory | null = null;
  if (s && run) {
    tr = grownTrajectory(grown.get(s) ?? null, s, run);
    grown.set(s, tr);
  }
  const points = tr?.points ?? [];
  const at = pointIndexAt(points, cursor);
  const current = at >= 0 ? points[at] : null;
  const joinIndex = run?.joinS != null ? points.findIndex((p) => p.t > run.joinS! + 1e-9) : -1;
  // Before a run the plane is drawn for the capacity the page expects (option `capacity`, Mbit/s).
  const capacity = run?.capacityMbps ?? (typeof options?.capacity === 'number' && options.capacity > 0 ? options.capacity : 1);

  const plotRef = useRef<HTMLDivElement>(null);
  const plotWidth = useElementWidth(plotRef, 520);
  const viewportH = useViewportHeight();
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useStageLayout(stageRef, plotWidth, profile.fontSize, viewportH, height, !compact);
  const size = stage.size;
  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const jainValue = current ? pointJain(current) : NaN;
  const jain = Number.isFinite(jainValue) ? formatJain(jainValue, lang) : DASH;
  const ccName = (cc: string | null) => (cc ? t(`panels.summary.cc.${cc}`, { defaultValue: cc }) : DASH);
  const time = formatSeconds(current ? current.t : (s?.nowS ?? 0), lang, { digits: 1 });
  const emptyText = typeof options?.emptyText === 'string' ? options.emptyText : t('panels.noRun');
  const joinS = run?.joinS ?? null;

  const legend = (
    <ul className="pp-legend" aria-hidden="true">
      <li><span className="pp-legend__line" style={{ background: profile.series[0] }} />{t('panels.phaseTcp.legendTrail')}</li>
      <li><span className="pp-legend__dot" style={{ background: profile.series[2] }} />{t('panels.phaseTcp.legendStart')}</li>
      {joinS !== null ? <li><span className="pp-legend__dot" style={{ background: profile.series[1] }} />{t('panels.phaseTcp.legendJoin', { s: formatNumber(joinS, lang) })}</li> : null}
      <li><span className="pp-legend__ring" style={{ borderColor: profile.text }} />{t('panels.phaseTcp.legendNow')}</li>
    </ul>
  );

  return (
    <div className="phase-tcp" data-run={runId ?? ''} data-points={points.length} data-at={current ? current.t.toFixed(3) : ''} data-cursor={cursorAttr(cursor)}>
      <div className="pp-stage pp-stage--tcp" ref={stageRef} style={stage.style}>
        <div className="pp-stage__cell" ref={plotRef}>
          <div className="pp-stage__plot">
            <TcpPlaneSvg capacity={capacity} points={points} joinIndex={joinIndex} profile={profile} size={size} emptyMessage={points.length === 0 ? emptyText : undefined} currentIndex={at} />
            {compact || stage.fitted ? null : legend}
          </div>
        </div>
        {compact ? null : (
          <div className="pp-stage__side">
            {stage.fitted ? legend : null}
            <Readout label={t('panels.phaseTcp.readout.heading')} column={!stage.fitted} tight={stage.fitted}>
              <ReadoutItem term={t('panels.phaseTcp.readout.time')} testId="phase-tcp-time" value={time} />
              <ReadoutItem term={t('panels.phaseTcp.readout.x1', { flow: run?.flows[0] ?? 's1', cc: ccName(run?.ccs[0] ?? null) })} testId="phase-tcp-x1" value={current ? n1(current.x1) : DASH} />
              <ReadoutItem term={t('panels.phaseTcp.readout.x2', { flow: run?.flows[1] ?? 's2', cc: ccName(run?.ccs[1] ?? null) })} testId="phase-tcp-x2" value={current ? n1(current.x2) : DASH} />
              <ReadoutItem term={t('panels.phaseTcp.readout.sum', { c: n1(capacity) })} testId="phase-tcp-sum" value={current ? n1(current.x1 + current.x2) : DASH} />
              <ReadoutItem main term={t('panels.phaseTcp.readout.jain')} testId="phase-tcp-jain" value={jain} />
            </Readout>
            {run && run.flows[1] === null ? <p className="pp-tcp-explain" data-testid="phase-tcp-one-flow">{t('panels.phaseTcp.oneFlow')}</p> : null}
            <p className="pp-tcp-explain">{t('panels.phaseTcp.explain', { ms: formatNumber(run?.sampleMs ?? 0, lang) })}</p>
          </div>
        )}
      </div>
    </div>
  );
}
