// What the grader found beside the answers: one kind per thing it can catch or must tell, each a
// short tag (stdout, the CSV's flags column) and a sentence in both languages (the report's
// integrity section, Gradescope's output). Suspect kinds keep a file out of the class statistics.
import type { Localised } from './types';

export const FINDING_KINDS = [
  'unreadable', 'forged', 'other-experiment', 'engine', 'copy', 'course', 'no-id', 'id-differs', 'run-failed', 'cost',
  'several-files', 'late', 'future', 'over-cap', 'prediction-changed', 'params', 'rerun', 'id-variant',
] as const;

export type FindingKind = (typeof FINDING_KINDS)[number];

export interface Finding {
  kind: FindingKind;
  /** The exercise it concerns; absent for the whole file. */
  exercise?: string;
  /** Another student it points at (a copy's source, the id the file was handed in under). */
  other?: string;
  message: Localised;
}

/** Findings that make a file's score doubtful: its answers are left out of the class's statistics. */
export const SUSPECT_KINDS: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'forged', 'other-experiment', 'engine', 'copy', 'id-differs', 'cost', 'future', 'over-cap', 'prediction-changed',
]);

export function isSuspect(findings: readonly Finding[]): boolean {
  return findings.some((f) => SUSPECT_KINDS.has(f.kind));
}

/** `forged:c4-lab1`, `copy:s006`, `late`: language-neutral, so a script can read them. */
export function findingTag(f: Finding): string {
  const at = f.exercise ?? f.other;
  return at ? `${f.kind}:${at}` : f.kind;
}

/** Each tag once, in the order found. */
export function findingTags(findings: readonly Finding[]): string[] {
  return [...new Set(findings.map(findingTag))];
}
