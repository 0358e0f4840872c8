// `npm run --silent golden`: pins the golden hashes of the current engine version.
// `tsx src/cli/golden-hashes.ts` alone checks them. Each hash is the SHA-256 of a golden scenario's
// RunRecord in canonical JSON (src/sim/golden-run.ts); src/sim/golden-hashes.test.ts and
// e2e/determinism.spec.ts compare Node's and Chromium's runs with them. Other versions' entries stay.
// A hash pinned for a version is never changed: graders verify a term's runs against that
// version, so a change of behaviour needs a new ENGINE_VERSION (then --write pins it).

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GOLDEN_SCENARIOS } from '../sim/golden-scenarios';
import { goldenRecordJson } from '../sim/golden-run';
import { ENGINE_VERSION } from '../sim/version';

export type GoldenFile = Record<string, Record<string, string>>;

export const GOLDEN_FILE = fileURLToPath(new URL('../sim/golden-hashes.json', import.meta.url));

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function goldenHashes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of GOLDEN_SCENARIOS) out[g.name] = sha256Hex(goldenRecordJson(g.scenario));
  return out;
}

function readGolden(): GoldenFile {
  try {
    return JSON.parse(readFileSync(GOLDEN_FILE, 'utf8')) as GoldenFile;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
}

/** Pinned hashes of this version that `now` would change (a scenario new to the version is not one). */
export function changedPins(file: GoldenFile, version: string, now: Record<string, string>): string[] {
  const pinned = file[version];
  if (!pinned) return [];
  return Object.keys(now).filter((name) => pinned[name] !== undefined && pinned[name] !== now[name]);
}

/** What --write does: the new file, or why it refuses. */
export function writeGolden(file: GoldenFile, version: string, now: Record<string, string>): { ok: true; file: GoldenFile } | { ok: false; changed: string[] } {
  const changed = changedPins(file, version, now);
  if (changed.length) return { ok: false, changed };
  return { ok: true, file: { ...file, [version]: { ...(file[version] ?? {}), ...now } } };
}

function main(args: readonly string[]): number {
  for (const a of args) if (a !== '--write') throw new Error(`unknown option ${a} (valid: --write)`);
  const file = readGolden();
  const pinned = file[ENGINE_VERSION] ?? {};
  const now = goldenHashes();
  const changed = Object.keys(now).filter((name) => pinned[name] !== now[name]);
  for (const [name, hash] of Object.entries(now)) console.log(`${name.padEnd(22)} ${hash}${changed.includes(name) ? ' (changed)' : ''}`);
  if (args.includes('--write')) {
    const w = writeGolden(file, ENGINE_VERSION, now);
    if (!w.ok) {
      console.log(`engine ${ENGINE_VERSION}: refused, ${w.changed.length} hashes already pinned for this version would change (${w.changed.join(', ')}). Runs changed: bump ENGINE_VERSION in src/sim/version.ts, then write again.`);
      return 1;
    }
    file[ENGINE_VERSION] = w.file[ENGINE_VERSION];
    writeFileSync(GOLDEN_FILE, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`engine ${ENGINE_VERSION}: ${GOLDEN_SCENARIOS.length} hashes written to src/sim/golden-hashes.json (${changed.length} new)`);
    return 0;
  }
  if (changed.length) console.log(`engine ${ENGINE_VERSION}: ${changed.length} hashes differ from src/sim/golden-hashes.json`);
  return changed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
