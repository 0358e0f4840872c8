// The server process killed (SIGKILL, no chance to flush) mid-poll and started again on the same
// database: every acknowledged answer is there, the session and its poll carry on, and a student
// who reconnects sees their answer and the current poll.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createSession, NUMBER_POLL, TestClient } from './testing';

const PORT = Number(process.env.SIERRA_CLASS_TEST_PORT ?? 4329);
const dir = mkdtempSync(join(tmpdir(), 'sierra-restart-'));
const db = join(dir, 'class.sqlite');
// A stand-in for the built lab: this test needs only the class endpoints.
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>lab</title>');
const url = `http://127.0.0.1:${PORT}`;
let child: ChildProcess | null = null;

async function start(): Promise<void> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build', '--dist', dir, '--db', db, '--port', String(PORT), '--host', '127.0.0.1'], { stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/class/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the class server did not start');
}

function kill(): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  await kill();
  rmSync(dir, { recursive: true, force: true });
});

it('killed mid-poll and restarted, the server has lost no acknowledged answer', async () => {
  await start();
  const { code, secret } = await createSession(url);
  const host = await TestClient.connect(url);
  host.send({ t: 'host', code, secret });
  await host.next('console');
  host.send({ t: 'open', code, secret, poll: NUMBER_POLL });
  const pollId = (await host.next('console', (m) => m.polls.length === 1)).polls[0].id;
  const acked: number[] = [];
  const students: TestClient[] = [];
  for (let i = 0; i < 20; i++) {
    const s = await TestClient.connect(url);
    s.send({ t: 'join', code, studentId: `r${i}` });
    await s.next('student');
    students.push(s);
  }
  // All answer at once; the server is killed as soon as half are acknowledged.
  const half = new Promise<void>((resolve) => {
    students.forEach((s, i) => {
      s.ws.on('message', (d) => {
        const m = JSON.parse(d.toString()) as { t: string };
        if (m.t === 'ack') {
          acked.push(i);
          if (acked.length === 10) resolve();
        }
      });
      s.send({ t: 'answer', mid: `k${i}`, pollId, value: 100 + i, unit: 'ms' });
    });
  });
  await half;
  const ackedAtKill = [...acked];
  await kill();
  await start();
  const back = await TestClient.connect(url);
  back.send({ t: 'host', code, secret });
  const view = await back.next('console');
  expect(view.polls[0].state).toBe('open');
  for (const i of ackedAtKill) expect(view.polls[0].live).toContain(100 + i);
  // A student reconnecting sees the current poll and their own answer.
  const first = await TestClient.connect(url);
  first.send({ t: 'join', code, studentId: `r${ackedAtKill[0]}` });
  const mine = await first.next('student');
  expect(mine.poll?.id).toBe(pollId);
  expect(mine.mine[String(pollId)]).toBe(100 + ackedAtKill[0]);
  // The session continues: a new answer is taken.
  first.send({ t: 'answer', mid: 'after', pollId, value: 1 });
  await first.next('ack');
  back.close();
  first.close();
});
