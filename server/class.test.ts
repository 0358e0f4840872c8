// The class server's rules and its answers to bad or hostile input: every refusal names what was
// wrong and changes nothing in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_LIMIT_BYTES } from './app';
import { MAX_MESSAGE_BYTES } from './protocol';
import { CHOICE_POLL, createSession, NUMBER_POLL, TestClient, testServer, type TestServer } from './testing';

let ts: TestServer;
let url: string;
beforeAll(async () => {
  ts = await testServer();
  url = ts.server.url;
});
afterAll(async () => {
  await ts.stop();
});

function answersInDb(): number {
  return (ts.db.prepare('SELECT COUNT(*) AS n FROM answers').get() as { n: number }).n;
}

async function hostWithPoll(poll = NUMBER_POLL) {
  const s = await createSession(url);
  const host = await TestClient.connect(url);
  host.send({ t: 'host', code: s.code, secret: s.secret });
  await host.next('console');
  host.send({ t: 'open', code: s.code, secret: s.secret, poll });
  const c = await host.next('console', (m) => m.polls.length > 0);
  return { ...s, host, pollId: c.polls[c.polls.length - 1].id };
}

async function student(code: string, id: string) {
  const c = await TestClient.connect(url);
  c.send({ t: 'join', code, studentId: id });
  await c.next('student');
  return c;
}

describe('class server', () => {
  it('a student joins, answers, changes the answer until the poll closes; the console sees values, never ids', async () => {
    const { code, secret, host, pollId } = await hostWithPoll();
    const ana = await student(code, '  Zqx.Perez ');
    ana.send({ t: 'answer', mid: 'a1', pollId, value: 120, unit: 'ms' });
    expect((await ana.next('ack')).value).toBe(120);
    ana.send({ t: 'answer', mid: 'a2', pollId, value: 300, unit: 'ms' });
    await ana.next('ack', (m) => m.mid === 'a2');
    const view = await host.next('console', (m) => m.polls[0].live.includes(300));
    expect(view.polls[0].live).toEqual([300]);
    expect(view.joined).toBe(1);
    expect(JSON.stringify(view)).not.toContain('zqx');
    // The same id typed differently is the same student.
    const again = await student(code, 'zqx.perez');
    const mine = again.received.find((m) => m.t === 'student');
    expect(mine && mine.t === 'student' ? mine.mine[String(pollId)] : null).toBe(300);
    host.send({ t: 'close', code, secret, pollId });
    await host.next('console', (m) => m.polls[0].state === 'closed');
    const before = answersInDb();
    ana.send({ t: 'answer', mid: 'a3', pollId, value: 50 });
    const err = await ana.next('error');
    expect(err).toMatchObject({ code: 'closed', mid: 'a3' });
    expect(answersInDb()).toBe(before);
    for (const c of [host, ana, again]) c.close();
  });

  it('an answer resent with the same message id is applied once (a reconnect resending it)', async () => {
    const { code, host, pollId } = await hostWithPoll();
    const bo = await student(code, 'bo');
    bo.send({ t: 'answer', mid: 'm1', pollId, value: 10 });
    await bo.next('ack');
    bo.send({ t: 'answer', mid: 'm2', pollId, value: 20 });
    await bo.next('ack', (m) => m.mid === 'm2');
    bo.close();
    // Reconnected, the outbox resends m1: acknowledged, but the later answer stands.
    const bo2 = await student(code, 'bo');
    bo2.send({ t: 'answer', mid: 'm1', pollId, value: 10 });
    expect((await bo2.next('ack')).value).toBe(20);
    const c = await host.next('console', (m) => m.polls[0].live.length === 1);
    expect(c.polls[0].live).toEqual([20]);
    host.close();
    bo2.close();
  });

  it('refuses malformed messages, a wrong code, instructor actions without the secret, out-of-range numbers, wrong units and choices', async () => {
    const { code, secret, host, pollId } = await hostWithPoll();
    const c = await TestClient.connect(url);
    const before = answersInDb();
    const cases: [unknown, string][] = [
      ['not json {', 'malformed'],
      [{ t: 'nope' }, 'malformed'],
      [{ t: 'join', code: 'ZZ', studentId: 'x' }, 'malformed'],
      [{ t: 'join', code, studentId: 'x'.repeat(101) }, 'malformed'],
      [{ t: 'join', code: 'ZZZZZZ', studentId: 'x' }, 'no-session'],
      [{ t: 'answer', mid: 'x', pollId, value: 1 }, 'not-joined'],
      [{ t: 'open', code, secret: 'wrong-secret-wrong-secret', poll: NUMBER_POLL }, 'forbidden'],
      [{ t: 'reveal', code, secret: 'x'.repeat(20), pollId, result: { simulated: 1, choice: null, measured: null, measuredSource: null } }, 'forbidden'],
      [{ t: 'close', code, pollId }, 'malformed'],
      [{ t: 'host', code, secret: secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a') }, 'forbidden'],
      [{ t: 'open', code, secret, poll: { ...NUMBER_POLL, min: 5, max: 1 } }, 'malformed'],
      [{ __proto__: { t: 'join' }, constructor: 1 }, 'malformed'],
    ];
    for (const [m, want] of cases) {
      c.send(m);
      expect((await c.next('error')).code, JSON.stringify(m)).toBe(want);
    }
    c.send({ t: 'join', code, studentId: 'carla' });
    await c.next('student');
    for (const [m, want] of [
      [{ t: 'answer', mid: 'o1', pollId, value: 5001 }, 'out-of-range'],
      [{ t: 'answer', mid: 'o2', pollId, value: -1 }, 'out-of-range'],
      [{ t: 'answer', mid: 'o3', pollId, value: 'high' }, 'out-of-range'],
      [{ t: 'answer', mid: 'o4', pollId, value: 10, unit: 's' }, 'bad-unit'],
      [{ t: 'answer', mid: 'o5', pollId: 999999, value: 10 }, 'no-poll'],
      [`{"t":"answer","mid":"o6","pollId":${pollId},"value":1e400}`, 'malformed'],
    ] as [unknown, string][]) {
      c.send(m);
      expect((await c.next('error')).code, JSON.stringify(m)).toBe(want);
    }
    expect(answersInDb()).toBe(before);
    // A choice poll takes only its choices.
    host.send({ t: 'open', code, secret, poll: CHOICE_POLL });
    const view = await host.next('console', (m) => m.polls.length === 2);
    const choiceId = view.polls[1].id;
    expect(view.polls[0].state).toBe('closed');
    // Another student: c has sent 19 messages by now, and a quiet machine sends them faster than
    // the rate limit's refill (burst 20, 10 a second), so a 21st from c could be refused for rate.
    const d = await student(code, 'dora');
    d.send({ t: 'answer', mid: 'c1', pollId: choiceId, value: 'middle' });
    expect((await d.next('error')).code).toBe('bad-choice');
    d.send({ t: 'answer', mid: 'c2', pollId: choiceId, value: 'low' });
    await d.next('ack');
    expect(answersInDb()).toBe(before + 1);
    host.close();
    c.close();
    d.close();
  });

  it('a 1 MB message gets a too-big error naming the limit, then that socket is closed (1009); nothing changes; the server carries on', async () => {
    const { code, host, pollId } = await hostWithPoll();
    const c = await student(code, 'dana');
    const before = answersInDb();
    const closed = new Promise<void>((resolve) => c.ws.once('close', () => resolve()));
    c.send(JSON.stringify({ t: 'answer', mid: 'big', pollId, value: 1, pad: 'x'.repeat(1024 * 1024) }));
    const e = await c.next('error');
    expect(e.code).toBe('too-big');
    expect(e.message).toContain(`at most ${MAX_MESSAGE_BYTES} bytes`);
    await closed;
    expect(c.closed?.code).toBe(1009);
    expect(answersInDb()).toBe(before);
    // Just over the limit is refused the same way; just under it is read (and judged on its content).
    const f = await student(code, 'fina');
    // A string value longer than a choice's 40 characters: malformed, once it is read.
    const frame = (pad: number) => JSON.stringify({ t: 'answer', mid: 'edge', pollId, value: 'x'.repeat(pad) });
    const overhead = frame(0).length;
    f.send(frame(MAX_MESSAGE_BYTES - overhead));
    expect((await f.next('error')).code).toBe('malformed');
    f.send(frame(MAX_MESSAGE_BYTES - overhead + 1));
    expect((await f.next('error', (m) => m.code !== 'malformed')).code).toBe('too-big');
    // Above what the server reads at all: ws closes at once with 1009 (no message).
    const g = await student(code, 'gala');
    const gClosed = new Promise<void>((resolve) => g.ws.once('close', () => resolve()));
    g.send('x'.repeat(READ_LIMIT_BYTES + 1));
    await gClosed;
    expect(g.closed?.code).toBe(1009);
    expect(answersInDb()).toBe(before);
    const d = await student(code, 'dana');
    d.send({ t: 'answer', mid: 'small', pollId, value: 1 });
    await d.next('ack');
    expect(answersInDb()).toBe(before + 1);
    host.close();
    d.close();
    f.close();
  });

  it('100 messages at once from one client: the burst is taken, the rest refused with one rate error; others are served', async () => {
    const { code, host, pollId } = await hostWithPoll();
    const flood = await student(code, 'eve');
    const other = await student(code, 'fede');
    for (let i = 0; i < 100; i++) flood.send({ t: 'answer', mid: `f${i}`, pollId, value: i });
    const rate = await flood.next('error', (m) => m.code === 'rate');
    expect(rate.message).toContain('a second');
    other.send({ t: 'answer', mid: 'x', pollId, value: 7 });
    await other.next('ack');
    const acks = flood.received.filter((m) => m.t === 'ack').length;
    const rateErrors = flood.received.filter((m) => m.t === 'error' && m.code === 'rate').length;
    // RATE_BURST (20) less the join, plus what refills while 100 messages arrive (10 a second).
    expect(acks).toBeGreaterThanOrEqual(10);
    expect(acks).toBeLessThan(60);
    expect(rateErrors).toBeLessThanOrEqual(2);
    // One answer per student per poll, whatever the flood.
    const n = ts.db.prepare('SELECT COUNT(*) AS n FROM answers WHERE poll_id = ?').get(pollId) as { n: number };
    expect(n.n).toBe(2);
    host.close();
    flood.close();
    other.close();
  });

  it('the report, the CSV and the JSON need the secret; the report counts within 10 % and groups wrong answers as ratios', async () => {
    const { code, secret, host, pollId } = await hostWithPoll();
    const values = [100, 105, 96, 200, 200, 50];
    for (const [i, v] of values.entries()) {
      const s = await student(code, `s${i}`);
      s.send({ t: 'answer', mid: 'a', pollId, value: v });
      await s.next('ack');
      s.close();
    }
    host.send({ t: 'reveal', code, secret, pollId, result: { simulated: 100, choice: null, measured: 300.1, measuredSource: 'course-lab' } });
    await host.next('console', (m) => m.polls[0].state === 'revealed');
    expect((await fetch(`${url}/class/api/sessions/${code}/report.json`)).status).toBe(403);
    expect((await fetch(`${url}/class/api/sessions/${code}/participation.csv`, { headers: { 'x-class-secret': 'nope-nope-nope-nope' } })).status).toBe(403);
    const r = (await (await fetch(`${url}/class/api/sessions/${code}/report.json`, { headers: { 'x-class-secret': secret } })).json()) as { joined: number; polls: { close: number; wrong: { group: string; count: number }[]; answered: number }[] };
    expect(r.joined).toBe(6);
    expect(r.polls[0].answered).toBe(6);
    expect(r.polls[0].close).toBe(3);
    expect(r.polls[0].wrong).toEqual([{ group: '×2', count: 2 }, { group: '×0.5', count: 1 }]);
    const csv = await (await fetch(`${url}/class/api/sessions/${code}/participation.csv`, { headers: { 'x-class-secret': secret } })).text();
    expect(csv.trim().split('\n')).toHaveLength(7);
    expect(csv.split('\n')[0]).toBe('student_id,joined_at,answered,polls,poll_1');
    const text = await (await fetch(`${url}/class/api/sessions/${code}/report.txt?lang=es`, { headers: { 'x-class-secret': secret } })).text();
    expect(text).toContain('A menos de 10 % del valor simulado: 3 de 6.');
    expect(text).toContain('300,1 ms');
    host.close();
  });
});
