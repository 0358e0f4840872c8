// The class server under a lecture hall's load: N WebSocket students join one session, each
// answers a number poll once, and an instructor's console watches. Prints, per answer, the
// latency from sending it to the console's first update that holds it (each student answers a
// value of its own, so the console's live values say which answers it has).
//   npx tsx server/loadtest.ts [--clients 300] [--url http://host:port]
// Without --url it starts its own server on a free port with a database in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startClassServer } from './app';
import { openDb } from './db';
import type { ServerMessage } from './protocol';

export interface LoadResult {
  clients: number;
  acked: number;
  stored: number;
  dropped: number;
  errors: string[];
  wallMs: number;
  latenciesMs: number[];
  p50: number;
  p95: number;
  max: number;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

export async function runLoad(baseUrl: string, clients: number): Promise<LoadResult> {
  const wsUrl = baseUrl.replace(/^http/, 'ws') + '/class/ws';
  const created = (await (await fetch(`${baseUrl}/class/api/sessions`, { method: 'POST' })).json()) as { code: string; secret: string };
  const { code, secret } = created;
  const host = await open(wsUrl);
  const sentAt = new Map<number, number>();
  const seenAt = new Map<number, number>();
  let stored = 0;
  let pollId = 0;
  const consoleReady = new Promise<void>((resolve) => {
    host.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      if (m.t !== 'console') return;
      const poll = m.polls[m.polls.length - 1];
      if (!poll) return;
      pollId = poll.id;
      resolve();
      const now = performance.now();
      stored = poll.live.length;
      for (const v of poll.live) if (typeof v === 'number' && !seenAt.has(v)) seenAt.set(v, now);
    });
  });
  host.send(JSON.stringify({ t: 'host', code, secret }));
  host.send(JSON.stringify({ t: 'open', code, secret, poll: { source: 'loadtest', question: { es: 'Carga', en: 'Load' }, kind: 'number', unit: 'ms', min: 0, max: 1e6, choices: [] } }));
  await consoleReady;
  while (pollId === 0) await new Promise((r) => setTimeout(r, 10));

  const t0 = performance.now();
  const errors: string[] = [];
  let acked = 0;
  let dropped = 0;
  const done: Promise<void>[] = [];
  const sockets: WebSocket[] = [];
  // Connect in waves of 50, as a room's phones would, not all in one instant.
  for (let wave = 0; wave < clients; wave += 50) {
    const opened = await Promise.all(Array.from({ length: Math.min(50, clients - wave) }, () => open(wsUrl)));
    opened.forEach((ws, k) => {
      const i = wave + k;
      const value = i + 1;
      sockets.push(ws);
      ws.on('close', () => dropped++);
      done.push(new Promise<void>((resolve) => {
        ws.on('message', (data) => {
          const m = JSON.parse(data.toString()) as ServerMessage;
          if (m.t === 'student' && !sentAt.has(value)) {
            sentAt.set(value, performance.now());
            ws.send(JSON.stringify({ t: 'answer', mid: `load-${i}`, pollId, value, unit: 'ms' }));
          } else if (m.t === 'ack') {
            acked++;
            resolve();
          } else if (m.t === 'error') {
            errors.push(`${i}: ${m.code} ${m.message}`);
            resolve();
          }
        });
      }));
      ws.send(JSON.stringify({ t: 'join', code, studentId: `load-student-${i}` }));
    });
  }
  await Promise.all(done);
  // Wait for the console to show every answer (or give up after 30 s).
  const until = performance.now() + 30_000;
  while (seenAt.size < acked && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
  const wallMs = performance.now() - t0;
  const latenciesMs = [...sentAt].filter(([v]) => seenAt.has(v)).map(([v, t]) => seenAt.get(v)! - t);
  for (const ws of sockets) {
    ws.removeAllListeners('close');
    ws.close();
  }
  host.close();
  return { clients, acked, stored, dropped, errors, wallMs, latenciesMs, p50: quantile(latenciesMs, 0.5), p95: quantile(latenciesMs, 0.95), max: quantile(latenciesMs, 1) };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const arg = (k: string) => {
    const i = argv.indexOf(k);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const clients = Number(arg('--clients') ?? 300);
  let url = arg('--url');
  let stop: (() => Promise<void>) | null = null;
  let dir: string | null = null;
  if (!url) {
    dir = mkdtempSync(join(tmpdir(), 'sierra-load-'));
    const db = openDb(join(dir, 'load.sqlite'));
    const server = await startClassServer({ db, dist: null, port: 0, host: '127.0.0.1' });
    url = server.url;
    stop = async () => {
      await server.close();
      db.close();
    };
  }
  const r = await runLoad(url, clients);
  console.log(`clients ${r.clients}, acknowledged ${r.acked}, on the console ${r.stored}, dropped connections ${r.dropped}, errors ${r.errors.length}`);
  console.log(`all joined and answered in ${(r.wallMs / 1000).toFixed(2)} s`);
  console.log(`answer -> console count latency: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
  for (const e of r.errors.slice(0, 5)) console.log(`error ${e}`);
  if (stop) await stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(r.acked === clients && r.stored === clients && r.dropped === 0 ? 0 : 1);
}

if (process.argv[1] && /server[\\/]loadtest\.ts$/.test(process.argv[1])) void main();
