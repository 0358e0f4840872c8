// Every RunRecord the page reads (a view's import, a lesson, a dropped file) comes through here:
// the engine's checks (src/sim/record/validate-record.ts), worded for the reader in one sentence
// that names the field and what is valid. Nothing on the page changes when a file is refused.
import type { TFunction } from 'i18next';
import { checkRunRecords, RECORD_MAX_BYTES, type RecordProblem } from '../../sim/record/validate-record';
import type { RunRecord } from '../../sim';
import { formatNumber } from '../../i18n/format';

export type { RecordProblem } from '../../sim/record/validate-record';
export { ENGINE_VERSION } from '../../sim/version';

export type ParsedRecordFile =
  | { ok: true; records: RunRecord[]; otherEngine: string[] }
  | { ok: false; problem: RecordProblem };

/** Parses a file's text (one record or a list of them). Never throws. */
export function parseRecordFile(text: string): ParsedRecordFile {
  return checkRunRecords(text);
}

/** A file too large to read, refused from its size alone, before its text is loaded (a 2 GB file would stall the page). */
export function fileTooLarge(bytes: number): RecordProblem | null {
  return bytes > RECORD_MAX_BYTES ? { field: 'file', kind: 'size', value: String(bytes), valid: `at most ${RECORD_MAX_BYTES} bytes` } : null;
}

/** The numbers of a range written the reader's way ("0.001 to 100000" -> "0,001 a 100 000"). */
export function localiseValid(valid: string, lang: string, t: TFunction): string {
  return valid
    .replace(/-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi, (m) => {
      const n = Number(m);
      return Number.isFinite(n) && Math.abs(n) < 1e15 ? formatNumber(n, lang, { maxDigits: 6 }) : m;
    })
    .replace(/\binteger\b/g, t('runs.import.words.integer'))
    .replace(/\bto\b/g, t('runs.import.words.to'))
    .replace(/\bat least\b/g, t('runs.import.words.atLeast'))
    .replace(/\bat most\b/g, t('runs.import.words.atMost'))
    .replace(/\bor null\b/g, t('runs.import.words.orNull'))
    .replace(/\ban object\b/g, t('runs.import.words.object'))
    .replace(/\ba list\b/g, t('runs.import.words.list'))
    .replace(/\bbytes\b/g, t('runs.import.words.bytes'));
}

/** One sentence naming the field, the problem and what is valid. */
export function recordProblemMessage(p: RecordProblem, t: TFunction, lang: string): string {
  const valid = p.valid ? localiseValid(p.valid, lang, t) : '';
  const base = t(`runs.import.kind.${p.kind}`, { field: p.field, value: p.value ?? '', detail: p.detail ?? '' });
  return valid ? t('runs.import.withValid', { problem: base, valid }) : base;
}
