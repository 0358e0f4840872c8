// The numbers of one step of the paper model as table cells (x1, x2, their sum and difference,
// Jain's index), in the notes' precision, and their column heads: the table of steps and the
// comparison of the rules show the same columns.
import { useTranslation } from 'react-i18next';
import type { PhaseRow } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';

const COLS = ['x1', 'x2', 'sum', 'difference', 'jain'] as const;

export function PhaseHeadCells() {
  const { t } = useTranslation();
  return COLS.map((c) => (
    <th scope="col" key={c}>
      {t(`panels.phaseModel.table.${c}`)}
    </th>
  ));
}

/** One decimal for the rates, three for Jain's index (as the notes print them). */
export function PhaseCells({ row }: { row: PhaseRow }) {
  const lang = useLang();
  return COLS.map((c) => (
    <td key={c} data-col={c}>
      {c === 'jain' ? formatJain(row[c], lang) : formatNumber(row[c], lang, { digits: 1 })}
    </td>
  ));
}
