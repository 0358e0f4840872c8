import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Issue 17, items 1 to 3 and 8: a presenter console and its display opened side by side (two
// pages of one context, as window.open would give) stay in step for run, pause, step, a
// scenario change and the cursor; "stop at a loss" stops the run within one sample of the
// first fast recovery of its record; the display shows the callout; annotations and keys.
// Run with SIERRA_E2E_PORT=4221.

/** The course's link, 10 s, so a run that finishes does so quickly at speed 20. */
const CONSOLE = '/views/sawtooth?present=1&duration=10&lang=en';
const DISPLAY = '/views/sawtooth?display=1&projector=1&lang=en';
/** The presets sample every 100 ms (sample_ms). */
const SAMPLE_S = 0.1;

async function openPair(context: BrowserContext, consoleUrl = CONSOLE): Promise<{ con: Page; dis: Page; errors: string[] }> {
  const errors: string[] = [];
  const watch = (p: Page, name: string) => {
    p.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
    p.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${name}: ${m.text()}`);
    });
  };
  const con = await context.newPage();
  watch(con, 'console');
  await con.goto(consoleUrl);
  await expect(con.getByTestId('present-console')).toBeVisible();
  const dis = await context.newPage();
  watch(dis, 'display');
  await dis.goto(DISPLAY);
  await expect(dis.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await expect(con.getByTestId('present-displays')).toHaveAttribute('data-count', '1');
  return { con, dis, errors };
}

const view = (con: Page) => con.getByTestId('view-sawtooth');
const consoleNow = async (con: Page) => Number(await view(con).getByTestId('saw-status').getAttribute('data-now'));
const displayNow = async (dis: Page) => Number(await dis.getByTestId('display-status').getAttribute('data-now'));
/**
 * The console's time once it stops moving: the button shows "paused" at once, and a batch the
 * worker sent just before it paused may still be on its way (it arrives, it is not dropped).
 */
async function settledNow(con: Page): Promise<number> {
  let last = NaN;
  await expect.poll(async () => {
    const now = await consoleNow(con);
    const same = now === last;
    last = now;
    return same;
  }, { intervals: [250] }).toBe(true);
  return last;
}
/** Samples drawn in the window plot, and the run ids each side's sawtooth panel draws. */
const points = (p: Page, root = p.locator('body')) => root.locator('[data-testid="saw-cwnd-chart"]').first().getAttribute('data-points');
const runsOf = (root: ReturnType<Page['locator']>) => root.locator('[data-panel="sawtooth"]').first().getAttribute('data-runs');

test('console and display stay in step: run, pause, step, scenario change, cursor', async ({ context }) => {
  const { con, dis, errors } = await openPair(context);
  // Before a run the display shows the view's (empty) figure.
  await expect(dis.locator('[data-figure="display"] [data-panel="sawtooth"]')).toHaveAttribute('data-runs', '');

  // Run: the display draws the same run, and its time moves.
  await view(con).getByTestId('saw-start').click();
  await expect(dis.locator('[data-panel="sawtooth"]')).toBeVisible();
  await expect.poll(() => displayNow(dis)).toBeGreaterThan(0.5);
  const id1 = await runsOf(view(con));
  expect(await runsOf(dis.locator('[data-figure="display"]'))).toBe(id1);

  // Pause: both stop at the same simulated time, with the same samples drawn.
  await view(con).getByTestId('saw-pause').click();
  await expect(view(con).getByTestId('saw-status')).toHaveAttribute('data-state', 'paused');
  const pausedAt = await settledNow(con);
  await expect.poll(() => displayNow(dis)).toBe(pausedAt);
  await expect.poll(() => points(dis)).toBe(await points(con, view(con)));
  await dis.waitForTimeout(400);
  expect(await displayNow(dis)).toBe(pausedAt);

  // Step: one sample forward on both.
  await view(con).getByTestId('saw-step').click();
  // data-now is written to the millisecond and a pause falls anywhere between samples, so one
  // sample forward reads 0.100 +- 0.001 s: within 0.005 s (precision 2), never 0 or 0.2.
  await expect.poll(() => consoleNow(con)).toBeCloseTo(pausedAt + SAMPLE_S, 2);
  await expect.poll(() => displayNow(dis)).toBeCloseTo(pausedAt + SAMPLE_S, 2);
  await expect.poll(() => points(dis)).toBe(await points(con, view(con)));

  // The cursor: the console points at a time, the display draws the same.
  const surface = view(con).getByTestId('saw-pointer').first();
  const box = (await surface.boundingBox())!;
  await con.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  const cursor = await view(con).locator('.saw-panel').first().getAttribute('data-cursor');
  expect(Number(cursor)).toBeGreaterThan(0);
  await expect(dis.locator('.saw-panel').first()).toHaveAttribute('data-cursor', cursor!);
  await con.mouse.move(0, 0);
  await expect(dis.locator('.saw-panel').first()).toHaveAttribute('data-cursor', '');

  // Speed: the console's choice reaches the display with the run.
  await view(con).getByTestId('saw-speed').fill('0.5');
  await view(con).getByTestId('saw-speed').press('Tab');
  await expect(dis.getByTestId('display-status')).toHaveAttribute('data-speed', '0.5');

  // Scenario change: another algorithm, a new run; the display follows it.
  await view(con).getByTestId('saw-cancel').click();
  await view(con).getByTestId('saw-cc').selectOption('cubic');
  await view(con).getByTestId('saw-start').click();
  await expect.poll(async () => (await runsOf(view(con)))?.split(' ').length).toBe(2);
  await expect.poll(() => runsOf(dis.locator('[data-figure="display"]'))).toBe(await runsOf(view(con)));
  await expect(dis.locator('[data-figure="display"]')).toContainText('CUBIC');
  await expect(con.getByTestId('present-scenario-line')).toContainText('cubic');
  await view(con).getByTestId('saw-pause').click();
  await expect(view(con).getByTestId('saw-status')).toHaveAttribute('data-state', 'paused');
  const pausedAgainAt = await settledNow(con);
  await expect.poll(async () => displayNow(dis)).toBe(pausedAgainAt);

  // A display that reloads gets a snapshot: the same runs, the same time.
  const before = await displayNow(dis);
  await dis.reload();
  await expect(dis.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await expect.poll(() => displayNow(dis)).toBe(before);
  await expect.poll(() => runsOf(dis.locator('[data-figure="display"]'))).toBe(await runsOf(view(con)));
  await expect.poll(() => points(dis)).toBe(await points(con, view(con)));
  expect(errors).toEqual([]);
});

test('stop at a loss: within one sample of the first fast recovery of the record; the display shows the callout', async ({ context }) => {
  const { con, dis, errors } = await openPair(context, `${CONSOLE}&speed=20`);
  await view(con).getByTestId('saw-pause-on').selectOption('loss');
  await expect(dis.getByTestId('present-display')).toBeVisible();
  await view(con).getByTestId('saw-start').click();

  const callout = view(con).getByTestId('saw-callout');
  await expect(callout).toBeVisible({ timeout: 30_000 });
  await expect(callout).toContainText('3 duplicate ACKs');
  await expect(callout).toContainText('ssthresh =');
  await expect(view(con).getByTestId('saw-status')).toHaveAttribute('data-state', 'paused');
  const stoppedAt = await consoleNow(con);
  const eventT = Number(await callout.getAttribute('data-t'));
  // The display: the same sentence, and the same mark on its plot.
  const shown = dis.getByTestId('display-callout');
  await expect(shown).toBeVisible();
  await expect(shown).toHaveText((await callout.textContent())!);
  await expect(dis.getByTestId('stop-mark')).toHaveAttribute('data-kind', 'loss');
  await expect.poll(() => displayNow(dis)).toBe(stoppedAt);

  // Next event: on to the second recovery.
  await view(con).getByTestId('saw-step-event').click();
  await expect.poll(async () => Number(await callout.getAttribute('data-t')), { timeout: 30_000 }).toBeGreaterThan(eventT);
  const secondT = Number(await callout.getAttribute('data-t'));
  const secondStop = await consoleNow(con);

  // Let the run finish, then read its record.
  await view(con).getByTestId('saw-pause-on').selectOption('');
  await view(con).getByTestId('saw-resume').click();
  await expect(view(con).getByTestId('saw-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(shown).toHaveCount(0);
  const [dl] = await Promise.all([con.waitForEvent('download'), view(con).getByTestId('export-json').click()]);
  const record = JSON.parse(readFileSync(await dl.path(), 'utf8')) as { summary: { flows: { loss_events: number[] }[] }; series: { t_s: number[]; flows: Record<string, { state: (number | null)[] }> } };
  const losses = record.summary.flows[0].loss_events;
  // The callout's time is the record's own first recovery; the run stopped within one sample of it.
  expect(eventT).toBeCloseTo(losses[0], 4);
  expect(stoppedAt - losses[0]).toBeGreaterThanOrEqual(0);
  expect(stoppedAt - losses[0]).toBeLessThanOrEqual(SAMPLE_S + 1e-3);
  expect(secondT).toBeCloseTo(losses[1], 4);
  expect(secondStop - losses[1]).toBeLessThanOrEqual(SAMPLE_S + 1e-3);
  // And the state series is in recovery (3) at the first sample after it.
  const i = record.series.t_s.findIndex((t) => t >= losses[0]);
  expect(record.series.flows.s1.state[i]).toBe(3);
  expect(errors).toEqual([]);
});

/** The time window a sawtooth plot shows, s (its data-window: "from to"). */
const windowOf = async (root: ReturnType<Page['locator']>) => ((await root.locator('.saw-panel').first().getAttribute('data-window')) ?? '').split(' ').map(Number);

// Issue 27 item 13: + on the console zooms around the event the run stopped at (a loss at 0.3 s
// of a 30 s axis was a sliver), or around the paused time; the display follows the zoom.
test('zoom on the console: around the stopped-at event, then the paused time; the display follows', async ({ context }) => {
  const { con, dis, errors } = await openPair(context, `${CONSOLE}&speed=20`);
  await view(con).getByTestId('saw-pause-on').selectOption('loss');
  await view(con).getByTestId('saw-start').click();
  const callout = view(con).getByTestId('saw-callout');
  await expect(callout).toBeVisible({ timeout: 30_000 });
  const eventT = Number(await callout.getAttribute('data-t'));
  // The whole 10 s run before the zoom, on both.
  expect(await windowOf(view(con))).toEqual([0, 10]);
  await expect.poll(() => windowOf(dis.locator('[data-figure="display"]'))).toEqual([0, 10]);
  // Three presses of +: 10 s, 5, 2.5, 1.25 s wide, with the event inside (centred unless the run's start or end is nearer).
  for (let i = 0; i < 3; i++) await view(con).getByTestId('saw-zoom-in').click();
  const [a, b] = await windowOf(view(con));
  expect(b - a).toBeCloseTo(1.25, 3);
  expect(eventT).toBeGreaterThanOrEqual(a);
  expect(eventT).toBeLessThanOrEqual(b);
  if (eventT - 0.625 >= 0) expect((a + b) / 2).toBeCloseTo(eventT, 2);
  // The display shows the same neighbourhood of the event.
  await expect.poll(() => windowOf(dis.locator('[data-figure="display"]'))).toEqual([a, b]);

  // Back to the whole run; a few samples on by steps (no race with a live run's end on a loaded
  // machine), and + zooms around the paused time.
  await view(con).getByTestId('saw-zoom-reset').click();
  await expect.poll(() => windowOf(dis.locator('[data-figure="display"]'))).toEqual([0, 10]);
  await view(con).getByTestId('saw-pause-on').selectOption('');
  for (let i = 0; i < 5; i++) await view(con).getByTestId('saw-step').click();
  await expect.poll(() => consoleNow(con)).toBeGreaterThan(eventT + 0.35);
  const pausedAt = await settledNow(con);
  for (let i = 0; i < 2; i++) await view(con).getByTestId('saw-zoom-in').click();
  const [c, d] = await windowOf(view(con));
  expect(d - c).toBeCloseTo(2.5, 3);
  expect(pausedAt).toBeGreaterThanOrEqual(c);
  expect(pausedAt).toBeLessThanOrEqual(d);
  await expect.poll(() => windowOf(dis.locator('[data-figure="display"]'))).toEqual([c, d]);
  // A display opened now starts with the console's zoom.
  await dis.reload();
  await expect(dis.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await expect.poll(() => windowOf(dis.locator('[data-figure="display"]'))).toEqual([c, d]);
  expect(errors).toEqual([]);
});

test('annotations drawn on the console appear on the display in run time; keys from the display reach the console', async ({ context }) => {
  const { con, dis, errors } = await openPair(context);
  await view(con).getByTestId('saw-start').click();
  await expect.poll(() => consoleNow(con)).toBeGreaterThan(1);
  // Space on the display pauses the console's run.
  await dis.keyboard.press(' ');
  await expect(view(con).getByTestId('saw-status')).toHaveAttribute('data-state', 'paused');
  // "." on the display steps it.
  // (The time once it settles: a batch sent just before the pause may still arrive; one sample on
  // then reads 0.100 +- 0.001 s, as in the first test.)
  const t0 = await settledNow(con);
  await dis.keyboard.press('.');
  await expect.poll(() => consoleNow(con)).toBeCloseTo(t0 + SAMPLE_S, 2);

  // An arrow on the window plot, then a note.
  await con.getByTestId('present-tool-arrow').click();
  const surface = view(con).getByTestId('annotate-surface-cwnd');
  const b = (await surface.boundingBox())!;
  await con.mouse.move(b.x + b.width * 0.2, b.y + b.height * 0.2);
  await con.mouse.down();
  await con.mouse.move(b.x + b.width * 0.05, b.y + b.height * 0.6, { steps: 4 });
  await con.mouse.up();
  await con.getByTestId('present-tool-note').click();
  await con.getByTestId('present-note-text').fill('queue full here');
  await con.mouse.click(b.x + b.width * 0.1, b.y + b.height * 0.4);
  await con.getByTestId('present-tool-note').click();
  await expect(con.getByTestId('present-annotation-count')).toHaveAttribute('data-count', '2');
  const marks = dis.getByTestId('annotations-cwnd').first();
  await expect(marks).toHaveAttribute('data-count', '2');
  await expect(marks.locator('[data-kind="arrow"]')).toHaveCount(1);
  await expect(marks.locator('[data-kind="note"]')).toContainText('queue full here');

  // They belong to the run's time: zooming the display's axis moves them.
  const arrow = marks.locator('[data-kind="arrow"] line');
  const x1 = Number(await arrow.getAttribute('x1'));
  const plot = dis.getByTestId('saw-pointer').first();
  const pb = (await plot.boundingBox())!;
  await dis.mouse.move(pb.x + 5, pb.y + pb.height / 2);
  await dis.mouse.wheel(0, -400);
  await expect.poll(async () => Number(await arrow.getAttribute('x1'))).not.toBeCloseTo(x1, 0);

  // Undo on the console removes the last one on the display.
  await con.getByTestId('present-undo').click();
  await expect(marks).toHaveAttribute('data-count', '1');

  // ? opens the list of keys; Escape closes it.
  await view(con).getByTestId('saw-status').click();
  await con.keyboard.press('?');
  const dialog = con.getByTestId('shortcuts-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Keyboard shortcuts');
  await expect(dialog.locator('tr[data-action]')).toHaveCount(8);
  await con.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('Spanish console and display; a console that reloads gives the display its new state', async ({ context }) => {
  const { con, dis, errors } = await openPair(context, CONSOLE.replace('lang=en', 'lang=es'));
  await expect(con.getByTestId('present-open-display')).toHaveText('Abrir la pantalla proyectada');
  await expect(con.getByTestId('present-notes')).toContainText('Pregunta a la clase');
  // The button opens the display in its own window (projector profile); closing it says goodbye.
  const [popup] = await Promise.all([con.waitForEvent('popup'), con.getByTestId('present-open-display').click()]);
  await expect(popup.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await expect(popup.locator('html')).toHaveAttribute('data-projector', '1');
  await expect(con.getByTestId('present-displays')).toHaveAttribute('data-count', '2');
  await expect(con.getByTestId('present-displays')).toHaveText('2 pantallas conectadas.');
  await popup.close();
  await expect(con.getByTestId('present-displays')).toHaveAttribute('data-count', '1');
  await view(con).getByTestId('saw-start').click();
  await expect.poll(() => displayNow(dis)).toBeGreaterThan(0.3);
  await con.reload();
  await expect(con.getByTestId('present-console')).toBeVisible();
  // The console's runs went with its page: the display now shows the console's new (empty) state.
  await expect(dis.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await expect(dis.locator('[data-figure="display"] [data-panel="sawtooth"]')).toHaveAttribute('data-runs', '');
  await expect(dis.getByTestId('display-status')).toHaveAttribute('data-now', '0.000');
  await view(con).getByTestId('saw-start').click();
  await expect.poll(() => displayNow(dis)).toBeGreaterThan(0.3);
  expect(errors).toEqual([]);
});
