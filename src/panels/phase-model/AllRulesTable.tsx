import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseRow, PhaseRuleName } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';

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
  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
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
            <th scope="col">{t('panels.phaseModel.table.x1')}</th>
            <th scope="col">{t('panels.phaseModel.table.x2')}</th>
            <th scope="col">{t('panels.phaseModel.table.sum')}</th>
            <th scope="col">{t('panels.phaseModel.table.difference')}</th>
            <th scope="col">{t('panels.phaseModel.table.jain')}</th>
          </tr>
        </thead>
        <tbody>
          {finals.map(({ rule, row }) => (
            <tr key={rule} data-rule={rule}>
              <th scope="row">
                <span className="pp-swatch" style={{ background: colors[rule] }} aria-hidden="true" />
                {t(`panels.plane.ruleNames.${rule}`)}
              </th>
              <td data-col="x1">{n1(row.x1)}</td>
              <td data-col="x2">{n1(row.x2)}</td>
              <td data-col="sum">{n1(row.sum)}</td>
              <td data-col="difference">{n1(row.difference)}</td>
              <td data-col="jain">{formatNumber(row.jain, lang, { digits: 3 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
