// The live views' keyboard, one set for every view, the presenter's console and its display:
// space runs or pauses, . (or →) steps one sample, R one round trip, N to the next event, + and -
// change the speed, F puts the display in full screen, ? shows the list (SHORTCUTS, the dialog's).
// Pure: maps a key and its target to an action; the page decides what the action does.

export type RunKeyAction = 'toggle' | 'step' | 'faster' | 'slower' | 'stepRtt' | 'stepEvent' | 'fullscreen' | 'help';

/** The documented shortcuts, in the order the ? dialog lists them (labels: shortcuts.<action>). */
export const SHORTCUTS: readonly { keys: readonly string[]; action: RunKeyAction }[] = [
  { keys: ['Space'], action: 'toggle' },
  { keys: ['.', '→'], action: 'step' },
  { keys: ['R'], action: 'stepRtt' },
  { keys: ['N'], action: 'stepEvent' },
  { keys: ['+'], action: 'faster' },
  { keys: ['−'], action: 'slower' },
  { keys: ['F'], action: 'fullscreen' },
  { keys: ['?'], action: 'help' },
];

export interface KeyTarget {
  tagName: string;
  role?: string | null;
  isContentEditable?: boolean;
}

const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

/** The action for a key, or null (keys typed into a field, or space on a button, are left alone). */
export function runKeyAction(key: string, target: KeyTarget, mods: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {}): RunKeyAction | null {
  if (mods.ctrl || mods.alt || mods.meta) return null;
  if (TYPING.has(target.tagName.toUpperCase()) || target.isContentEditable) return null;
  const onButton = target.tagName.toUpperCase() === 'BUTTON' || target.role === 'button' || target.role === 'slider';
  switch (key) {
    case ' ':
    case 'Spacebar':
      return onButton ? null : 'toggle';
    case 'ArrowRight':
      return target.role === 'slider' ? null : 'step';
    case '.':
      return 'step';
    case 'r':
    case 'R':
      return 'stepRtt';
    case 'n':
    case 'N':
      return 'stepEvent';
    case 'f':
    case 'F':
      return 'fullscreen';
    case '?':
      return 'help';
    case '+':
    case '=':
      return 'faster';
    case '-':
    case '_':
      return 'slower';
    default:
      return null;
  }
}

/** x2 or /2 within [min, max], to two significant digits. */
export function doubleOrHalve(speed: number, dir: 1 | -1, range: { min: number; max: number }): number {
  const next = dir > 0 ? speed * 2 : speed / 2;
  return Math.min(range.max, Math.max(range.min, Number(next.toPrecision(2))));
}

/** The next value up or down a list of choices (the nearest one when `current` is not in it). */
export function stepInList(list: readonly number[], current: number, dir: 1 | -1): number {
  const sorted = [...list].sort((a, b) => a - b);
  if (dir > 0) return sorted.find((v) => v > current) ?? sorted[sorted.length - 1];
  return [...sorted].reverse().find((v) => v < current) ?? sorted[0];
}
