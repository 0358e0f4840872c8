import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LabPage, SweepView } from './pages/lab-page';

test('the demo sweep runs on the worker pool to the end: table, heatmap, lines and exports', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sweep', { lang: 'en' });
  const view = new SweepView(page);
  await expect(view.root).toBeVisible();
  await view.choose('demo');
  await view.run();
  await view.expectState('done', 60_000);
  expect(await view.fraction()).toBe(1);
  await expect(view.status).toHaveText('Done: 8 runs.');

  // The demo's difference table (cubic minus reno) is shown first: 2 losses x 2 buffers.
  await expect(view.table).toHaveAttribute('data-kind', 'difference');
  await expect(view.rows).toHaveCount(4);
  await expect(view.heatmap).toHaveAttribute('data-scale', 'diverging');
  await expect(view.heatmap).toHaveAttribute('data-cells', '4');
  await expect(view.lines).toHaveAttribute('data-series', '2');

  // The values: 8 rows with plausible goodputs on a 10 Mbit/s link, 1 % loss worse than 0.1 %.
  await view.tableKind.selectOption('rows');
  await expect(view.table).toHaveAttribute('data-kind', 'rows');
  await expect(view.rows).toHaveCount(8);
  const goodput = async (loss: string, buffer: string, cc: string) =>
    Number(await view.table.locator(`tr[data-axis-loss_pct="${loss}"][data-axis-buffer_kib="${buffer}"][data-axis-cc="${cc}"]`).getAttribute('data-fig-goodput_mbps'));
  for (const cc of ['reno', 'cubic']) {
    const low = await goodput('0.1', '64', cc);
    const high = await goodput('1', '64', cc);
    expect(low).toBeGreaterThan(5);
    expect(low).toBeLessThan(10);
    expect(high).toBeLessThan(low);
  }
  await expect(view.heatmap).toHaveAttribute('data-scale', 'sequential');

  // Exports: the CSV has the axis and figure columns, the JSON is the sweep result.
  const csvDownload = page.waitForEvent('download');
  await view.exportCsv.click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('loss_pct,buffer_kib,cc,goodput_mbps,retransmits,rtt_ms');
  expect(csv.trim().split('\n')).toHaveLength(9);
  const jsonDownload = page.waitForEvent('download');
  await view.exportJson.click();
  const result = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8'));
  expect(result.version).toBe(1);
  expect(result.jobs).toHaveLength(8);
  expect(result.rows).toHaveLength(8);
});

test('a pasted sweep is validated; a bad one is refused with the field; cancel stops a long one', async ({ page }) => {
  const lab = new LabPage(page);
  // The long sweep below (about 1e8 events in all) is over the browser's default budget: an instructor's ?budget= lets it start.
  await lab.open('/views/sweep', { lang: 'en', budget: '1e10' });
  const view = new SweepView(page);
  await view.paste(JSON.stringify({ version: 1, base: { version: 1, duration_s: 1, flows: [{ id: 's1' }] }, axes: [{ path: 'link.loss', values: [0, 2] }] }));
  await view.run();
  await view.expectState('error');
  await expect(view.status).toContainText('link.loss: 2 is out of range (valid: 0 to 1)');
  await page.getByTestId('worker-error').getByRole('button').first().click().catch(() => undefined);

  await view.paste(JSON.stringify({
    version: 1, base: { version: 1, duration_s: 600, flows: [{ id: 's1', cc: 'cubic' }] },
    axes: [{ path: 'link.rate_mbps', values: [50, 100, 200, 400] }],
  }));
  await view.run();
  await view.expectState('running');
  await expect.poll(() => view.fraction(), { timeout: 20_000 }).toBeGreaterThan(0);
  await view.cancel();
  await view.expectState('cancelled', 10_000);
  await expect(view.table).toHaveCount(0);
});
