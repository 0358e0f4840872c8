// `class report SESSION [--db PATH] [--lang es|en] [--json] [--csv FILE] [--session-json FILE]`:
// a class session's page (each poll's question, distribution, result, how many within 10 %, the
// most common wrong answers) from the class server's database, read only; the participation CSV
// and the whole session as JSON on request.
import { existsSync } from 'node:fs';
import { openDbReadonly } from '../../server/db';
import { ClassError, ClassStore } from '../../server/classStore';
import { participationCsv, reportText, sessionJson, sessionReport, type Lang } from '../../server/report';
import { CliError, writeOutputFile, type Io } from './io';

const USAGE = 'class report SESSION [--db PATH] [--lang es|en] [--json] [--csv FILE] [--session-json FILE]';
export const DEFAULT_DB = 'data/class.sqlite';

export function classCommand(args: readonly string[], io: Io): number {
  const [sub, ...rest] = args;
  if (sub !== 'report') throw new CliError(`usage: ${USAGE}`);
  let db = DEFAULT_DB;
  let lang: Lang = 'en';
  let json = false;
  let csv: string | null = null;
  let full: string | null = null;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const value = () => {
      const v = rest[++i];
      if (v === undefined) throw new CliError(`${a} needs a value (${USAGE})`);
      return v;
    };
    if (a === '--db') db = value();
    else if (a === '--lang') {
      const v = value();
      if (v !== 'es' && v !== 'en') throw new CliError(`--lang: ${v} (valid: es, en)`);
      lang = v;
    } else if (a === '--json') json = true;
    else if (a === '--csv') csv = value();
    else if (a === '--session-json') full = value();
    else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (${USAGE})`);
    else positional.push(a);
  }
  if (positional.length !== 1) throw new CliError(`give one session code (${USAGE})`);
  if (!existsSync(db)) throw new CliError(`no class database at ${db} (--db PATH; the server's default is ${DEFAULT_DB})`);
  const handle = openDbReadonly(db);
  try {
    const store = new ClassStore(handle);
    let session;
    try {
      session = store.session(positional[0].trim().toUpperCase());
    } catch (e) {
      if (e instanceof ClassError) throw new CliError(`${e.message} in ${db}`);
      throw e;
    }
    const report = sessionReport(store, session);
    io.out(json ? JSON.stringify(report, null, 2) : reportText(report, lang));
    if (csv) writeOutputFile(csv, participationCsv(store, session));
    if (full) writeOutputFile(full, JSON.stringify(sessionJson(store, session), null, 2));
  } finally {
    handle.close();
  }
  return 0;
}
