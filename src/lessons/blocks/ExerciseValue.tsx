// An exercise's own numbers in the chapter's text (issue 27, item 6): the same parameters the
// <Exercise> block draws for this student and course (or the notes' without a course code), so
// the prose and a command to check the answer never disagree with the statement below them.
//   <ExerciseValue exercise="c3-e1b" name="dup_at_cwnd" />  -> "12" (formatted per locale)
//   <ExerciseCommand exercise="c3-e1b" command="reno_trace.py --ssthresh {ssthresh}[ --initial-cwnd {iw}]" />
// In a command, numbers are written as a shell takes them (no grouping, a decimal point), and a
// [bracketed part] is left out when each of its {names} has the notes' value (a default flag).
import { useMemo } from 'react';
import { exerciseById } from '../../exercises/registry';
import type { ExerciseParams } from '../../exercises/types';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useIdentity } from '../../store';

const NOTES = { course: null, student: null } as const;

/** The exercise's parameters for the current student, and the notes' (null: no such exercise). */
function useParams(exercise: string): { params: ExerciseParams; notes: ExerciseParams } | null {
  const identity = useIdentity();
  const def = exerciseById(exercise);
  return useMemo(() => (def ? { params: def.params(identity), notes: def.params(NOTES) } : null), [def, identity]);
}

/** The command with every {name} replaced; [parts] whose names all keep the notes' value dropped. */
export function fillCommand(command: string, params: ExerciseParams, notes: ExerciseParams): string {
  const value = (name: string) => {
    const v = params[name];
    return v === undefined ? `{${name}}` : String(v);
  };
  const optional = command.replace(/\[([^\]]*)\]/g, (_, part: string) => {
    const names = [...part.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    return names.every((n) => params[n] === notes[n]) ? '' : part;
  });
  return optional.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

export function ExerciseValue({ exercise, name }: { exercise: string; name: string }) {
  const lang = useLang();
  const found = useParams(exercise);
  const v = found?.params[name];
  const text = typeof v === 'number' ? formatNumber(v, lang, { maxDigits: 6 }) : typeof v === 'string' ? v : `{${exercise}.${name}}`;
  return (
    <span className="lesson-exercise-value" data-exercise={exercise} data-param={name}>
      {text}
    </span>
  );
}

export function ExerciseCommand({ exercise, command }: { exercise: string; command: string }) {
  const found = useParams(exercise);
  const text = found ? fillCommand(command, found.params, found.notes) : command;
  return (
    <pre className="lesson-exercise-command" data-exercise={exercise}>
      <code>{text}</code>
    </pre>
  );
}
