// The load test script (server/loadtest.ts), run with a small count: every client's answer is
// acknowledged, stored exactly once and reaches the console; no client is dropped. The figure
// (300 clients, p95 latency) is measured by hand: `npx tsx server/loadtest.ts --clients 300`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runLoad } from './loadtest';
import { testServer, type TestServer } from './testing';

let ts: TestServer;
beforeAll(async () => {
  ts = await testServer();
});
afterAll(async () => {
  await ts.stop();
});

it('40 clients join and answer: each answer stored once, all on the console, none dropped', async () => {
  const r = await runLoad(ts.server.url, 40);
  expect(r.errors).toEqual([]);
  expect(r.acked).toBe(40);
  expect(r.stored).toBe(40);
  expect(r.dropped).toBe(0);
  expect(r.latenciesMs).toHaveLength(40);
  const rows = ts.db.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT student) AS s FROM answers').get() as { n: number; s: number };
  expect(rows).toEqual({ n: 40, s: 40 });
});
