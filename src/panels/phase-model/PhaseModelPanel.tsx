// The `phase-model` panel: Chiu and Jain's paper model on the (x1, x2) plane, with no run: the
// efficiency line, the fairness diagonal and the steps of a rule (src/models/phasePlane), the
// current step's readout and the table of steps beside it, and on demand where each rule ends
// after 200 steps. The root carries data-step, data-x1, data-x2 and data-jain of the last step
// drawn, for lessons and tests.
// Options: the model's { rule, x1, x2, steps, increase?, capacity?, ai?, md?, mi?, ad? } (./figures),
// and for a page that animates it: `shown` (steps drawn, default all), `onStartChange` (makes the
// start draggable), `stepMs` (the newest segment's drawing time), `table` (false: the plane alone;
// compact has none either), `allRules` (open the comparison at first), `animate` (false: no
// drawing animation), `quiet` (true: nothing said to screen readers, e.g. while playing).
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';
import { phaseFinals, phaseRule, type PhaseRuleName } from '../../models/phasePlane';
import { useStageLayout, useViewportHeight } from '../plane/planeSize';
import { useChartProfile } from '../shared/useChartProfile';
import type { PanelProps } from '../types';
import { useElementHeight } from '../useElementHeight';
import { Readout, ReadoutItem } from '../Readout';
import { AllRulesTable } from './AllRulesTable';
import { phaseModelParams, phaseModelRows, readModelOptions, type PhaseModelOptions } from './figures';
import { PlaneSvg } from './PlaneSvg';
import { StepTable } from './StepTable';
import '../plane/plane.css';
import './phaseModel.css';

/** Steps of the "all rules" comparison, as in the notes' `phase.py all`. */
export const ALL_RULES_STEPS = 200;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export function PhaseModelPanel({ height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const read = readModelOptions(options);
  if (!read.ok) {
    return (
      <p className="phase-model__refused" role="alert" data-testid="phase-model-refused">
        {t('panels.phaseModel.refused', { field: read.field, detail: read.detail })}
      </p>
    );
  }
  return <PhaseModel model={read.value} height={height} compact={compact} options={options ?? {}} />;
}

function PhaseModel({ model, height, compact, options }: { model: PhaseModelOptions; height?: number; compact?: boolean; options: Record<string, unknown> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const calm = useSyncExternalStore(subscribeReducedMotion, reducedMotion, () => false);
  const [showAll, setShowAll] = useState(options.allRules === true);
  const key = JSON.stringify(model);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the model's value
  const rows = useMemo(() => phaseModelRows(model), [key]);
  const params = useMemo(() => phaseModelParams(model), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const finals = useMemo(() => (showAll ? phaseFinals(ALL_RULES_STEPS, params) : null), [showAll, params]);
  const total = rows.length - 1;
  const wanted = typeof options.shown === 'number' && Number.isFinite(options.shown) ? Math.round(options.shown) : total;
  const shown = Math.max(0, Math.min(total, wanted));
  const current = rows[shown];
  const kinds = phaseRule(model.rule);
  const onStartChange = typeof options.onStartChange === 'function' ? (options.onStartChange as (s: [number, number]) => void) : undefined;
  const stepMs = typeof options.stepMs === 'number' ? options.stepMs : 300;
  const withTable = !compact && options.table !== false;

  const plotRef = useRef<HTMLDivElement>(null);
  const [readoutRef, readoutH] = useElementHeight<HTMLDListElement>();
  const [legendRef, legendH] = useElementHeight<HTMLUListElement>();
  const plotWidth = useElementWidth(plotRef, 520);
  const viewportH = useViewportHeight();
  const stageRef = useRef<HTMLDivElement>(null);
  const stage = useStageLayout(stageRef, plotWidth, profile.fontSize, viewportH, height, withTable);
  const size = stage.size;

  const ruleName = t(`panels.plane.ruleNames.${model.rule}`);
  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const term = (key: string) => t(`panels.phaseModel.readout.${key}`);
  const jain = formatJain(current.jain, lang);
  const colors: Record<PhaseRuleName, string> = { aimd: profile.series[0], aiad: profile.series[1], mimd: profile.series[2], miad: profile.series[3] };
  const legend = (
    <ul className="pp-legend" aria-hidden="true" ref={legendRef}>
      <li><span className="pp-legend__line" style={{ background: profile.series[0] }} />{t('panels.phaseModel.legendIncrease')}</li>
      <li><span className="pp-legend__line" style={{ background: profile.series[1] }} />{t('panels.phaseModel.legendDecrease')}</li>
      <li><span className="pp-legend__dot" style={{ background: profile.series[2] }} />{t(onStartChange ? 'panels.phaseModel.legendStartDrag' : 'panels.phaseModel.legendStart')}</li>
      <li><span className="pp-legend__ring" style={{ borderColor: profile.text }} />{t('panels.phaseModel.legendNow')}</li>
    </ul>
  );

  return (
    <div
      className={`phase-model${withTable ? '' : ' phase-model--alone'}${stage.fitted ? ' phase-model--fitted' : ''}`}
      data-rule={model.rule}
      data-step={shown}
      data-x1={current.x1}
      data-x2={current.x2}
      data-jain={Number.isFinite(current.jain) ? current.jain : ''}
    >
      <div className="pp-stage" ref={stageRef} style={stage.style}>
        <div className="pp-stage__cell" ref={plotRef}>
          <div className="pp-stage__plot">
            <PlaneSvg
              rule={model.rule}
              capacity={params.capacity}
              rows={rows}
              shown={shown}
              increase={kinds.increase}
              decrease={kinds.decrease}
              profile={profile}
              size={size}
              endMarks={finals?.map((f) => ({ rule: f.rule, x1: f.row.x1, x2: f.row.x2 }))}
              onStartChange={onStartChange}
              animateLatest={!calm && options.animate !== false}
              stepMs={stepMs}
            />
            {compact || stage.fitted ? null : legend}
          </div>
        </div>
        {withTable ? (
          <div className="pp-stage__side">
            {stage.fitted ? legend : null}
            <Readout label={t('panels.phaseModel.readout.heading')} tight={stage.fitted} ref={readoutRef}>
              <ReadoutItem term={term('step')} testId="phase-step-count" value={t('panels.phaseModel.readout.stepOf', { n: formatNumber(shown, lang), total: formatNumber(total, lang) })} />
              <ReadoutItem term={term('x1')} value={n1(current.x1)} />
              <ReadoutItem term={term('x2')} value={n1(current.x2)} />
              <ReadoutItem term={term('sum')} value={n1(current.sum)} />
              <ReadoutItem main term={term('jain')} testId="phase-jain" value={jain} />
            </Readout>
            <StepTable rule={model.rule} rows={rows} shown={shown} maxHeight={Math.max(120, size - readoutH - (stage.fitted ? legendH : 0) - 110)} />
            <button type="button" className="btn pp-all-toggle" data-testid="phase-all-rules-toggle" aria-pressed={showAll} onClick={() => setShowAll((s) => !s)}>
              {t('panels.phaseModel.allRules.toggle')}
            </button>
          </div>
        ) : null}
      </div>
      {finals && withTable ? <AllRulesTable finals={finals} steps={ALL_RULES_STEPS} colors={colors} /> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {options.quiet === true ? '' : t('panels.phaseModel.readout.summary', { rule: ruleName, n: shown, total, x1: n1(current.x1), x2: n1(current.x2), jain })}
      </p>
    </div>
  );
}
