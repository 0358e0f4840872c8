// `cli -- class report`: a session's page read (read only) from the class server's database.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession, NUMBER_POLL, TestClient, testServer, type TestServer } from '../../server/testing';
import { classCommand } from './class';
import { CliError } from './io';

let ts: TestServer;
beforeAll(async () => {
  ts = await testServer();
});
afterAll(async () => {
  await ts.stop();
});

it('prints the session page: answers, within 10 %, wrong answers as multiples; an unknown code is a one-line error', async () => {
  const url = ts.server.url;
  const { code, secret } = await createSession(url);
  const host = await TestClient.connect(url);
  host.send({ t: 'host', code, secret });
  await host.next('console');
  host.send({ t: 'open', code, secret, poll: NUMBER_POLL });
  const pollId = (await host.next('console', (m) => m.polls.length === 1)).polls[0].id;
  for (const [i, v] of [100, 104, 200, 50].entries()) {
    const s = await TestClient.connect(url);
    s.send({ t: 'join', code, studentId: `s${i}` });
    await s.next('student');
    s.send({ t: 'answer', mid: 'a', pollId, value: v });
    await s.next('ack');
    s.close();
  }
  host.send({ t: 'reveal', code, secret, pollId, result: { simulated: 100, choice: null, measured: 300.1, measuredSource: 'course-lab' } });
  await host.next('console', (m) => m.polls[0].state === 'revealed');
  host.close();
  const db = join(ts.dir, 'class.sqlite');
  const out: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
  expect(classCommand(['report', code.toLowerCase(), '--db', db], io)).toBe(0);
  const text = out.join('\n');
  expect(text).toContain('students joined: 4; polls: 1.');
  expect(text).toContain('Within 10 % of the simulated value: 2 of 4.');
  expect(text).toContain('×2 the simulated value: 1');
  expect(text).toContain('×0.5 the simulated value: 1');
  expect(() => classCommand(['report', 'ZZZZZZ', '--db', db], io)).toThrow(CliError);
  expect(() => classCommand(['report', code, '--db', join(ts.dir, 'none.sqlite')], io)).toThrow(/no class database/);
});
