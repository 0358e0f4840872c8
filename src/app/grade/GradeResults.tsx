// The graded batch: a summary, the outputs to download (the command's files, byte for byte), and
// each file's score and findings in the page's language.
import { useTranslation } from 'react-i18next';
import { findingTag, isSuspect, type Finding, type GradeResult } from '../../exercises';
import type { ClassOutputs, Lms } from '../../grader';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { download } from '../../views/shared/files';
import type { TabGradeStats } from './gradeInTab';

export interface Graded extends ClassOutputs {
  stats: TabGradeStats;
  seconds: number;
  lmsKind: Lms | null;
}

const LMS_NAMES: Record<Lms, string> = { canvas: 'Canvas', moodle: 'Moodle' };

function counts(r: GradeResult) {
  const n = (v: string) => r.exercises.filter((e) => e.feedback.verdict === v).length;
  return { right: n('right'), close: n('close'), wrong: n('wrong'), missing: n('incomplete') };
}

/** Shown at once; a file with more findings keeps the rest behind a disclosure. */
const FINDINGS_SHOWN = 3;

function Findings({ findings }: { findings: readonly Finding[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!findings.length) return null;
  const item = (f: Finding, k: number) => (
    <li key={k}>
      <code className="grade-tag">{findingTag(f)}</code> {f.message[lang]}
    </li>
  );
  const rest = findings.length > FINDINGS_SHOWN + 1 ? findings.slice(FINDINGS_SHOWN) : [];
  return (
    <>
      <ul className="grade-findings">{(rest.length ? findings.slice(0, FINDINGS_SHOWN) : findings).map(item)}</ul>
      {rest.length ? (
        <details className="grade-more">
          <summary>{t('grade.done.more', { count: rest.length })}</summary>
          <ul className="grade-findings">{rest.map((f, k) => item(f, k + FINDINGS_SHOWN))}</ul>
        </details>
      ) : null}
    </>
  );
}

export function GradeResults({ out }: { out: Graded }) {
  const { t } = useTranslation();
  const lang = useLang();
  const flagged = out.results.filter((r) => r.error || isSuspect(r.findings)).length;
  const files = [
    { id: 'csv', label: t('grade.done.csv'), name: 'grades.csv', text: out.csv, type: 'text/csv' },
    { id: 'json', label: t('grade.done.json'), name: 'results.json', text: `${out.json}\n`, type: 'application/json' },
    { id: 'report', label: t('grade.done.report'), name: 'report.html', text: out.report, type: 'text/html' },
    ...(out.lms !== null && out.lmsKind !== null
      ? [{ id: 'lms', label: t('grade.done.lms', { lms: LMS_NAMES[out.lmsKind] }), name: `grades-${out.lmsKind}.csv`, text: out.lms, type: 'text/csv' }]
      : []),
  ];
  return (
    <section className="grade-results" aria-labelledby="grade-results-heading" data-testid="grade-results">
      <h2 id="grade-results-heading">{t('grade.done.heading')}</h2>
      <p data-testid="grade-summary">
        {t('grade.done.summary', {
          seconds: formatNumber(out.seconds, lang, { digits: 1 }),
          files: t('grade.done.files', { count: out.results.length }),
          students: t('grade.done.students', { count: out.students.filter((s) => s.result.student !== null).length }),
          runs: t('grade.done.runs', { count: out.stats.runs }),
          simulated: formatNumber(out.stats.simulated, lang),
        })}{' '}
        <strong data-testid="grade-flagged">{flagged ? t('grade.done.flagged', { count: flagged }) : t('grade.done.clean')}</strong>
      </p>
      <div className="grade-downloads" role="group" aria-label={t('grade.done.downloads')}>
        {files.map((f) => (
          <button key={f.id} type="button" className="btn" data-testid={`grade-download-${f.id}`} onClick={() => download(f.name, f.text, f.type)}>
            {f.label}
          </button>
        ))}
      </div>
      <p className="note">{t('grade.done.sameAsCli')}</p>
      <div className="grade-table-wrap">
        <table className="grade-table" data-testid="grade-table">
          <thead>
            <tr>
              <th scope="col">{t('grade.done.file')}</th>
              <th scope="col">{t('grade.done.student')}</th>
              <th scope="col" className="num">{t('grade.done.score')}</th>
              <th scope="col">{t('grade.done.answers')}</th>
              <th scope="col">{t('grade.done.findings')}</th>
            </tr>
          </thead>
          <tbody>
            {out.results.map((r, i) => {
              const suspect = r.error !== null || isSuspect(r.findings);
              return (
                <tr key={`${i}-${r.file}`} className={suspect ? 'grade-row--suspect' : undefined} data-testid="grade-row" data-file={r.file}>
                  <td className="grade-file">{r.file}</td>
                  <td>{r.student ?? <span className="note">{t('grade.done.noId')}</span>}</td>
                  <td className="num">{formatNumber(r.score, lang, { maxDigits: 2 })} / {formatNumber(r.max, lang, { maxDigits: 2 })}</td>
                  <td>{r.error ? t('grade.done.error') : t('grade.done.counts', counts(r))}</td>
                  <td>
                    <Findings findings={r.findings} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
