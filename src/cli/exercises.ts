// `exercises [--json] [--lang es|en]`: every exercise with its chapter, kind, points and title.
import { EXERCISES, type Lang } from '../exercises';
import { CliError, type Io } from './io';
import { parseLang } from './key';

export function exercisesCommand(args: readonly string[], io: Io): number {
  let json = false;
  let lang: Lang = 'en';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--json') json = true;
    else if (args[i] === '--lang') lang = parseLang(args[++i]);
    else throw new CliError(`unknown option ${args[i]} (valid: --json, --lang es|en)`);
  }
  const rows = EXERCISES.map((e) => ({ id: e.id, chapter: e.chapter, kind: e.kind, points: e.points, title: e.title }));
  if (json) {
    io.out(JSON.stringify(rows, null, 2));
    return 0;
  }
  for (const r of rows) io.out(`${r.id.padEnd(9)} ${String(r.chapter).padStart(2)}  ${r.kind.padEnd(14)} ${String(r.points).padStart(3)}  ${r.title[lang]}`);
  return 0;
}
