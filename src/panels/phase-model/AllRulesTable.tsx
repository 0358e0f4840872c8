import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseRow, PhaseRuleName } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { PhaseCells, PhaseHeadCells } from './PhaseCells';

interface Props {
  /** The model's end state of each rule (`phaseFinals`). */
  finals: readonly { rule: PhaseRuleName; row: PhaseRow }[];
  steps: number;
  /** Colour of each rule's end mark on the plane. */
  colors: Record<PhaseRuleName, string>;
}

/** Where each rule ends after `steps` steps, as the notes' `phase.py all` prints it. */
export function AllRulesTable({ finals, steps, colors }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  return (
    <section className="pp-all" data-testid="phase-all-rules" aria-labelledby={headingId}>
      <h2 id={headingId} className="pp-all__heading">
        {t('panels.phaseModel.allRules.heading', { n: formatNumber(steps, lang), count: steps })}
      </h2>
      <p className="pp-all__note">{t('panels.phaseModel.allRules.note')}</p>
      <table className="pp-table pp-table--all">
        <thead>
          <tr>
            <th scope="col">{t('panels.phaseModel.allRules.rule')}</th>
            <PhaseHeadCells />
          </tr>
        </thead>
        <tbody>
          {finals.map(({ rule, row }) => (
            <tr key={rule} data-rule={rule}>
              <th scope="row">
                <span className="pp-swatch" style={{ background: colors[rule] }} aria-hidden="true" />
                {t(`panels.plane.ruleNames.${rule}`)}
              </th>
              <PhaseCells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
