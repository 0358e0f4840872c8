// Run files for the views' import tests: good records simulated by the engine's CLI at test time,
// the malformed files made from them, and the check that each is refused where the page says so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LabPage } from './lab-page';

/** A run record as the tests take it apart: any field at any depth. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecord = Record<string, any>;

/** A file to import: its name, its text, and the field its refusal must name. */
export type RunFile = { name: string; field: RegExp; text: string };

/** A RunRecord (with series) of `scenario`, simulated by the CLI: the page's validating parser refuses hand-made ones. */
export function recordFromCli(scenario: unknown): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-run-file-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', file, '--series'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as Record<string, unknown>;
}

/** The text of a copy of `good` with `change` made to it. */
function changed(good: Record<string, unknown>, change: (r: AnyRecord) => void): string {
  const r = JSON.parse(JSON.stringify(good)) as AnyRecord;
  change(r);
  return JSON.stringify(r);
}

/** A number no record holds, so that the text can put 1e999 in its place and nowhere else. */
const SENTINEL = 987654321.25;

export type Breakage = {
  /** The series column given an infinite value, at which index, and the field its refusal names. */
  infinite: { field: RegExp; column: (r: AnyRecord) => number[]; index: number };
  /** The column that loses its last value (the time column t_s unless said). */
  shortened?: (r: AnyRecord) => unknown[];
  /** The field given a string, and how (the link's rate unless said). */
  wrongType?: { field: RegExp; set: (r: AnyRecord) => void };
};

/**
 * The malformed files of issue 11, each made from a good record: an out-of-range, a non-finite, a
 * negative and a wrong-typed field, an empty summary, and series of different lengths.
 */
export function malformedRunFiles(good: Record<string, unknown>, breakage: Breakage): RunFile[] {
  const { infinite, shortened = (r) => r.series.t_s, wrongType = { field: /rate_mbps/, set: (r) => { r.scenario.link.rate_mbps = 'fast'; } } } = breakage;
  return [
    { name: 'out-of-range.json', field: /rate_mbps/, text: changed(good, (r) => { r.scenario.link.rate_mbps = 1e308; }) },
    // JSON has no Infinity: 1e999 is what a careless export writes for it, and it parses as Infinity.
    { name: 'non-finite.json', field: infinite.field, text: changed(good, (r) => { infinite.column(r)[infinite.index] = SENTINEL; }).replace(String(SENTINEL), '1e999') },
    { name: 'negative.json', field: /rate_mbps/, text: changed(good, (r) => { r.scenario.link.rate_mbps = -5; }) },
    { name: 'wrong-type.json', field: wrongType.field, text: changed(good, wrongType.set) },
    { name: 'empty-summary.json', field: /summary/, text: changed(good, (r) => { r.summary = {}; }) },
    { name: 'lengths.json', field: /series/, text: changed(good, (r) => { shortened(r).pop(); }) },
  ];
}

/** Imports a file through the view's "open a run" input (inside `root`, the view). */
export async function importRunFile(root: Locator, name: string, text: string): Promise<void> {
  await root.getByTestId('import-json').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/**
 * Opens the view `/views/<id>` and imports into it a good record of `scenario`, simulated by the
 * CLI (the record the malformed files are made from); returns the record and the view's root.
 */
export async function openViewWithRecord(page: Page, id: string, query: Record<string, string>, scenario: unknown): Promise<{ good: Record<string, unknown>; root: Locator }> {
  const good = recordFromCli(scenario);
  await new LabPage(page).open(`/views/${id}`, query);
  const root = page.getByTestId(`view-${id}`);
  await importRunFile(root, 'good.json', JSON.stringify(good));
  return { good, root };
}

/** Imports each file in turn: each is refused in the alert region, naming the file and the field, and what `snapshot` reads of the page stays as it was. */
export async function expectEachRefused(root: Locator, files: readonly RunFile[], snapshot: () => Promise<unknown>): Promise<void> {
  const before = await snapshot();
  for (const file of files) {
    await importRunFile(root, file.name, file.text);
    const note = root.getByTestId('import-note');
    await expect(note, file.name).toContainText(file.name);
    await expect(note, file.name).toHaveAttribute('role', 'alert');
    await expect(note, file.name).toContainText(file.field);
    expect(await snapshot(), file.name).toEqual(before);
  }
}
