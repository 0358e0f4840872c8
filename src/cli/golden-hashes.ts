// `npm run --silent golden`: pins the golden hashes of the current engine version.
// `tsx src/cli/golden-hashes.ts` alone checks them. Each hash is the SHA-256 of a golden scenario's
// RunRecord in canonical JSON (src/sim/golden-run.ts); src/sim/golden-hashes.test.ts and
// e2e/determinism.spec.ts compare Node's and Chromium's runs with them. Other versions' entries stay.

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

function main(args: readonly string[]): number {
  for (const a of args) if (a !== '--write') throw new Error(`unknown option ${a} (valid: --write)`);
  const file = readGolden();
  const pinned = file[ENGINE_VERSION] ?? {};
  const now = goldenHashes();
  const changed = Object.keys(now).filter((name) => pinned[name] !== now[name]);
  for (const [name, hash] of Object.entries(now)) console.log(`${name.padEnd(22)} ${hash}${changed.includes(name) ? ' (changed)' : ''}`);
  if (args.includes('--write')) {
    file[ENGINE_VERSION] = now;
    writeFileSync(GOLDEN_FILE, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`engine ${ENGINE_VERSION}: ${GOLDEN_SCENARIOS.length} hashes written to src/sim/golden-hashes.json (${changed.length} changed)`);
    return 0;
  }
  if (changed.length) console.log(`engine ${ENGINE_VERSION}: ${changed.length} hashes differ from src/sim/golden-hashes.json`);
  return changed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
