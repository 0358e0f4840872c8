// The TCP sender's modules import one way: each may import only the modules of lower layers (the
// order sender.ts lists), never a sibling or a module above it, so a reader can tell which concern
// may call which. The stacks' functions are reached through the state (sk.stack), not imports.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = dirname(fileURLToPath(import.meta.url));

/** Lowest first; modules on one line are siblings (neither imports the other). */
const LAYERS: readonly (readonly string[])[] = [
  ['sender-defs'],
  ['sender-sock'],
  ['sender-ring'],
  ['sender-rtt'],
  ['sender-transmit'],
  ['sender-recovery'],
  ['sender-timers', 'sender-stack-linux', 'sender-stack-book'],
  ['sender'],
];

const layerOf = new Map(LAYERS.flatMap((names, i) => names.map((n) => [n, i] as const)));

/** The sender-* modules a file imports (type-only imports count: they are arrows too). */
function senderImports(file: string): string[] {
  const text = readFileSync(join(DIR, `${file}.ts`), 'utf8');
  return [...text.matchAll(/from '\.\/(sender(?:-[a-z-]+)?)'/g)].map((m) => m[1]);
}

describe('sender modules', () => {
  it('are each in one layer, every sender*.ts of the folder', () => {
    const files = readdirSync(DIR).filter((f) => /^sender(-[a-z-]+)?\.ts$/.test(f) && !f.endsWith('.test.ts')).map((f) => f.slice(0, -3));
    expect(files.sort()).toEqual([...layerOf.keys()].sort());
  });

  it('import only modules of lower layers', () => {
    const wrong: string[] = [];
    for (const [file, layer] of layerOf) {
      for (const dep of senderImports(file)) {
        const depLayer = layerOf.get(dep);
        if (depLayer === undefined || depLayer >= layer) wrong.push(`${file} -> ${dep}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('are checked by a reading of imports that sees them (a test that cannot fail is a defect)', () => {
    expect(senderImports('sender')).toEqual(expect.arrayContaining(['sender-sock', 'sender-timers', 'sender-stack-linux', 'sender-defs']));
    expect(senderImports('sender-timers')).toEqual(['sender-sock', 'sender-rtt', 'sender-transmit', 'sender-recovery', 'sender-defs']);
  });
});
