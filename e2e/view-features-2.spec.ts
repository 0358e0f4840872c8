import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BdpPipeView, LabPage } from './pages/lab-page';

// Issue 5, "For every view", for the BDP pipe and the phase plane's "Two TCP flows" mode:
// figure, data and run exports, reopening the run, refusing a bad file, deep links.

async function save(page: Page, root: Locator, id: string): Promise<{ name: string; bytes: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), root.getByTestId(id).click()]);
  return { name: dl.suggestedFilename(), bytes: readFileSync(await dl.path()) };
}

async function svgShape(page: Page, text: string) {
  return page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'image/svg+xml');
    return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.nodeName, axes: doc.querySelectorAll('.domain, .tick, [data-axis]').length, images: doc.querySelectorAll('image').length, texts: doc.querySelectorAll('text').length };
  }, text);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function refusesBadFiles(root: Locator, keep: () => Promise<unknown>): Promise<void> {
  const before = await keep();
  await root.getByTestId('import-json').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 2}') });
  await expect(root.getByTestId('import-note')).toContainText('bad.json');
  await expect(root.getByTestId('import-note')).toContainText('version 1');
  expect(await keep()).toEqual(before);
  await root.getByTestId('import-json').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(root.getByTestId('import-note')).toContainText('not JSON');
  expect(await keep()).toEqual(before);
  // A half-made record (no engine, an empty summary): the validating parser names the first bad field; nothing changed.
  const other = { version: 1, scenario: { link: { rate_mbps: 50 }, flows: [] }, summary: {}, series: { t_s: [] } };
  await root.getByTestId('import-json').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(other)) });
  await expect(root.getByTestId('import-note')).toContainText('other.json');
  await expect(root.getByTestId('import-note')).toContainText('engine');
  expect(await keep()).toEqual(before);
}

test('BDP pipe: deep link, exports, reopens the run, refuses a bad file', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'en', cwnd: '239', speed: '1' });
  const view = new BdpPipeView(page);
  const root = view.root;
  await expect(page.getByTestId('view-param-warning')).toHaveCount(0);
  await expect(view.cwnd).toHaveValue('239');
  await expect(view.readout).toHaveAttribute('data-cwnd', '239');
  await expect(view.regime).toHaveAttribute('data-regime', 'over');
  await expect(page.getByTestId('bdp-speed')).toHaveValue('1');
  await expect.poll(() => view.simTime(), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect(view.readout).toHaveAttribute('data-source', 'simulated', { timeout: 30_000 });
  await expect.poll(async () => Number(await view.throughputChart.getAttribute('data-points')), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  // The screen-reader summary names the regime and the simulated numbers.
  await expect(page.getByTestId('bdp-summary')).toContainText('Above the BDP');
  await expect(page.getByTestId('bdp-summary')).toContainText('ms');

  const svg = await save(page, root, 'export-svg');
  expect(svg.name).toMatch(/^bdp-pipe-cwnd239\.svg$/);
  const shape = await svgShape(page, svg.bytes.toString('utf8'));
  expect(shape.error).toBe(false);
  expect(shape.root).toBe('svg');
  expect(shape.axes).toBeGreaterThanOrEqual(4);
  expect(shape.images).toBe(1); // the pipe's canvas
  expect(shape.texts).toBeGreaterThan(10);
  const png = await save(page, root, 'export-png');
  expect([...png.bytes.subarray(0, 8)]).toEqual(PNG);
  expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(1000);
  const csv = (await save(page, root, 'export-csv')).bytes.toString('utf8').trim().split('\n');
  expect(csv[0]).toBe('cwnd,throughput_mbps,rtt_ms,model_throughput_mbps,model_rtt_ms,model_queued_frames');
  expect(csv.length).toBeGreaterThanOrEqual(4);
  const json = (await save(page, root, 'export-json')).bytes;
  // The run file: the short runs behind the points, each a RunRecord held at one window (the one
  // validating parser reads them back), the current window's first.
  type PointRecord = { version: number; engine: string; scenario: { flows: { cwnd_fixed?: number }[] }; series: { t_s: number[]; flows: { s1: { rtt_ms: unknown[] } } } };
  const recs = JSON.parse(json.toString('utf8')) as PointRecord[];
  expect(recs.length).toBeGreaterThanOrEqual(3);
  expect(recs[0].version).toBe(1);
  expect(recs[0].engine).toMatch(/^sierra /);
  expect(recs[0].scenario.flows[0].cwnd_fixed).toBe(239);
  expect(recs[0].series.t_s.length).toBeGreaterThan(10);
  expect(recs[0].series.flows.s1.rtt_ms.length).toBe(recs[0].series.t_s.length);
  const withThroughput = new Set(recs.map((r) => r.scenario.flows[0].cwnd_fixed)).size;
  // A valid run of another view (its flow is not held at one window): refused with the reason.
  const otherView = JSON.parse(JSON.stringify(recs[0])) as PointRecord;
  delete otherView.scenario.flows[0].cwnd_fixed;

  // A fresh page on another link and window: the record brings back its link, window and points.
  await lab.open('/views/bdp-pipe', { lang: 'en', cwnd: '50', rate: '100' });
  await expect(view.cwnd).toHaveValue('50');
  await expect(page.getByTestId('bdp-rate')).toHaveValue('100');
  await root.getByTestId('import-json').setInputFiles({ name: 'bdp.json', mimeType: 'application/json', buffer: json });
  await expect(root.getByTestId('import-note')).toContainText('bdp.json');
  await expect(view.cwnd).toHaveValue('239');
  await expect(page.getByTestId('bdp-rate')).toHaveValue('50');
  await expect(page.getByTestId('bdp-imported')).toBeVisible();
  await expect(view.throughputChart).toHaveAttribute('data-points', String(withThroughput));
  await expect(view.readout).toHaveAttribute('data-source', 'simulated');
  // The address follows what is on screen.
  await expect.poll(() => new URL(page.url()).searchParams.get('cwnd')).toBe('239');
  expect(new URL(page.url()).searchParams.get('rate')).toBeNull();
  // The opened points stay while files are refused; the live run goes on.
  const keep = async () => [await view.throughputChart.getAttribute('data-points'), await view.cwnd.inputValue(), await page.getByTestId('bdp-rate').inputValue()];
  await refusesBadFiles(root, keep);
  const kept = await keep();
  await root.getByTestId('import-json').setInputFiles({ name: 'other-view.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(otherView)) });
  await expect(root.getByTestId('import-note')).toContainText('other-view.json');
  await expect(root.getByTestId('import-note')).toContainText('cannot draw');
  expect(await keep()).toEqual(kept);
  // Spanish: same window and points, the buttons translated.
  await lab.switchLanguage('es');
  await expect(view.cwnd).toHaveValue('239');
  await expect(view.throughputChart).toHaveAttribute('data-points', String(withThroughput));
  await expect(root.getByTestId('export-csv')).toContainText('CSV');
  await expect(root.getByTestId('export-csv')).not.toContainText('Data');
});

test('BDP pipe: a bad window in the address is named with its range; reduced motion still follows each batch', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'en', cwnd: 'abc', speed: '1' });
  const warning = page.getByTestId('view-param-warning');
  await expect(warning).toContainText('cwnd=abc');
  await expect(warning).toContainText('a whole number from 1 to 100,000');
  const view = new BdpPipeView(page);
  await expect(view.cwnd).toHaveValue('100');
  await expect(page.getByTestId('url-warning')).toHaveCount(0);
  await expect.poll(() => view.simTime(), { timeout: 20_000 }).toBeGreaterThan(0.3);
  const t0 = await view.simTime();
  await expect.poll(() => view.simTime()).toBeGreaterThan(t0);
  expect(await view.inPipe()).toBeGreaterThan(50);
  await view.setCwnd(200);
  await expect.poll(() => new URL(page.url()).searchParams.get('cwnd')).toBe('200');
});

test('phase plane, two TCP flows: deep link, exports JSON and CSV, reopens the trajectory', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en', mode: 'tcp', cc2: 'cubic' });
  const root = page.getByTestId('view-phase-plane');
  await expect(root).toHaveAttribute('data-mode', 'tcp');
  await expect(page.getByTestId('phase-tcp-cc2')).toHaveValue('cubic');
  await expect(page.getByTestId('phase-tcp-cc1')).toHaveValue('reno');
  await expect(page.getByTestId('view-param-warning')).toHaveCount(0);
  await page.getByTestId('phase-tcp-duration').selectOption('20');
  await page.getByTestId('phase-tcp-speed').selectOption('20');
  await expect.poll(() => new URL(page.url()).searchParams.get('duration')).toBe('20');
  expect(new URL(page.url()).searchParams.get('mode')).toBe('tcp');
  expect(new URL(page.url()).searchParams.get('cc2')).toBe('cubic');
  await page.getByTestId('phase-tcp-start').click();
  await expect(page.getByTestId('phase-tcp-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const plane = page.getByTestId('phase-svg');
  const points = await plane.getAttribute('data-tcp-points');
  expect(Number(points)).toBeGreaterThan(100);
  const x2 = await page.getByTestId('phase-tcp-x2').textContent();

  const svg = await save(page, root, 'export-svg');
  expect((await svgShape(page, svg.bytes.toString('utf8'))).error).toBe(false);
  const png = await save(page, root, 'export-png');
  expect([...png.bytes.subarray(0, 8)]).toEqual(PNG);
  const csv = (await save(page, root, 'export-csv')).bytes.toString('utf8').trim().split('\n');
  expect(csv[0]).toBe('t_s,x1_mbps,x2_mbps,sum_mbps,jain,s1_delivery_mbps,s2_delivery_mbps,s1_rtt_ms,s2_rtt_ms');
  expect(csv.length - 1).toBe(Number(points));
  const jsonFile = await save(page, root, 'export-json');
  expect(jsonFile.name).toBe('phase-plane-tcp-reno-cubic-0ms.json');
  const rec = JSON.parse(jsonFile.bytes.toString('utf8'));
  expect(rec.version).toBe(1);
  expect(rec.scenario.flows[1].cc).toBe('cubic');
  expect(rec.summary).toBeTruthy();
  expect(rec.series.t_s.length).toBe(Number(points));
  expect(rec.series.flows.s2.delivery_mbps.length).toBe(Number(points));
  await refusesBadFiles(root, () => plane.getAttribute('data-tcp-points'));

  // A fresh page in the TCP mode with Reno for both: the record redraws its trajectory and sets CUBIC back.
  await lab.open('/views/phase-plane', { lang: 'en', mode: 'tcp' });
  await expect(plane).toHaveAttribute('data-tcp-points', '0');
  await expect(page.getByTestId('phase-tcp-cc2')).toHaveValue('reno');
  await root.getByTestId('import-json').setInputFiles({ name: 'tcp.json', mimeType: 'application/json', buffer: jsonFile.bytes });
  await expect(plane).toHaveAttribute('data-tcp-points', points!);
  await expect(page.getByTestId('phase-tcp-x2')).toHaveText(x2!);
  await expect(page.getByTestId('phase-tcp-cc2')).toHaveValue('cubic');
  await expect(root.getByTestId('import-note')).toContainText('tcp.json');
  await expect(page.getByTestId('phase-tcp-status')).toContainText('saved run record');
  await expect.poll(() => new URL(page.url()).searchParams.get('cc2')).toBe('cubic');
  // The model mode writes its options too (the default mode is left out of the address).
  await page.getByTestId('phase-mode-model').check();
  await page.getByTestId('phase-rule').selectOption('mimd');
  await expect.poll(() => new URL(page.url()).searchParams.get('rule')).toBe('mimd');
  expect(new URL(page.url()).searchParams.get('mode')).toBeNull();
  expect(new URL(page.url()).searchParams.get('cc2')).toBe('cubic');
});
