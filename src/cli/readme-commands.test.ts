// Every `npm run --silent cli -- ...` line of README.md runs as written (issue 18: "every command
// in the README runs as written from a fresh clone"): the lines of its sh code blocks and of its
// tables, each in a scratch copy of the repository (README, package.json, src, examples and a link
// to node_modules, as a fresh clone has them after `npm ci`), each with a time limit. Each must
// exit 0 and write nothing outside out/, the folder .gitignore ignores.
import { exec, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const PREFIX = 'npm run --silent cli -- ';
/** Where the README's examples write; .gitignore ignores it. */
const OUT = 'out';

/**
 * README commands not run here, on purpose; every entry must still match a line of the README.
 * - bench: it times every benchmark scenario four times over (minutes on a laptop); its own
 *   tests are in cli.test.ts.
 * - fidelity: every figure of the seeds over five seeds and two host profiles (minutes), writing
 *   docs/ by design.
 */
const SKIP: ReadonlyMap<string, string> = new Map([
  ['npm run --silent cli -- bench --json', 'the benchmark runs for minutes'],
  ['npm run --silent cli -- fidelity --seeds 5 --markdown docs/model.md --json docs/fidelity.json',
    'minutes of simulation, and it rewrites docs/ on purpose; fidelity.test.ts checks the doc against its output'],
]);
/** Per command, a guard against a hang, not a speed check: the longest (the README's 36-run sweep)
 * takes about 15 s on a quiet 2-core machine and several times that when the machine is loaded. */
const COMMAND_TIMEOUT_MS = 150_000;
/** Two at a time: the machine has two cores. */
const CONCURRENCY = 2;

/** The command lines of the README: from sh code blocks, and from `...` cells of its tables. */
export function readmeCommands(markdown: string): string[] {
  const out: string[] = [];
  let inSh = false;
  for (const line of markdown.split('\n')) {
    if (/^```/.test(line)) {
      inSh = !inSh && /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (inSh && line.startsWith(PREFIX)) out.push(line.trim());
    else if (!inSh && line.startsWith('|')) {
      for (const m of line.matchAll(/`(npm run --silent cli -- [^`]+)`/g)) out.push(m[1].trim());
    }
  }
  return out;
}

/** The command without its trailing `# comment`. */
function bare(line: string): string {
  return line.replace(/\s+#.*$/, '').trim();
}

/** Every file under `dir` (not following links) with its size and modification time. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        files.set(relative(dir, p), `${s.size}:${s.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

function changedOutside(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [p, v] of after) if (before.get(p) !== v && !p.startsWith(`${OUT}/`)) changed.push(p);
  for (const p of before.keys()) if (!after.has(p) && !p.startsWith(`${OUT}/`)) changed.push(`${p} (deleted)`);
  return changed;
}

function run(cmd: string, cwd: string): Promise<{ code: number; stderr: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    exec(cmd, { cwd, timeout: COMMAND_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } }, (err, _stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
      resolve({ code: err?.killed ? -2 : code, stderr: String(stderr), ms: performance.now() - t0 });
    });
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'sierra-readme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the README\'s commands', () => {
  const lines = readmeCommands(README);

  it('finds the command lines of the Command line section, and every skipped one is still in the README', () => {
    expect(lines.length).toBeGreaterThanOrEqual(15);
    expect(lines.map(bare)).toEqual(expect.arrayContaining([
      'npm run --silent cli -- --help',
      'npm run --silent cli -- sweep examples/sweep-loss-cc.json --jobs 2 --csv out/sweep.csv --markdown out/sweep.md',
      'npm run --silent cli -- model decrease-ratios examples/trace-reno.csv',
    ]));
    for (const s of SKIP.keys()) expect(lines.map(bare)).toContain(s);
  });

  it('out/ is ignored by git', () => {
    expect(execFileSync('git', ['check-ignore', `${OUT}/trace.csv`], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(`${OUT}/trace.csv`);
  });

  it('each runs as written from a copy of the repository: exit code 0, files written only into out/', { timeout: 900_000 }, async () => {
    for (const name of ['README.md', 'package.json', 'src', 'server', 'examples', ...readdirSync(ROOT).filter((f) => /^tsconfig.*\.json$/.test(f))]) {
      cpSync(join(ROOT, name), join(scratch, name), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
    const todo = lines.filter((l) => !SKIP.has(bare(l)));
    const before = snapshot(scratch);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const line = todo[next++];
        const r = await run(line, scratch);
        if (r.code !== 0) failures.push(`${bare(line)}: ${r.code === -2 ? `over ${COMMAND_TIMEOUT_MS} ms` : `exit ${r.code}`}: ${r.stderr.trim().split('\n').at(-1)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures).toEqual([]);
    expect(changedOutside(before, snapshot(scratch))).toEqual([]);
    // The outputs the README names are there.
    for (const f of ['trace.csv', 'sweep.csv', 'sweep.difference.csv', 'sweep.md']) expect(statSync(join(scratch, OUT, f)).size).toBeGreaterThan(0);
  });

  it('its annotated sweep is examples/sweep-loss-cc.json, comments aside', () => {
    const block = /```jsonc\n([\s\S]*?)\n```/.exec(README.split('### Sweeps')[1])?.[1];
    expect(block).toBeDefined();
    const json = block!.split('\n').map((l) => l.replace(/\s+\/\/ .*$/, '')).join('\n');
    expect(JSON.parse(json)).toEqual(JSON.parse(readFileSync(join(ROOT, 'examples/sweep-loss-cc.json'), 'utf8')));
  });
});
