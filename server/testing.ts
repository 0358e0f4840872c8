// Helpers for the class server's tests: a server on a free port over a temporary database, and a
// WebSocket client that queues what it receives so a test can wait for the next message of a kind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startClassServer, type ClassServer } from './app';
import { openDb, type Db } from './db';
import type { PollSpec, ServerMessage } from './protocol';

export interface TestServer {
  server: ClassServer;
  db: Db;
  dir: string;
  stop(): Promise<void>;
}

export async function testServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-class-'));
  const db = openDb(join(dir, 'class.sqlite'));
  const server = await startClassServer({ db, dist: null, port: 0, host: '127.0.0.1' });
  return {
    server, db, dir,
    async stop() {
      await server.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export class TestClient {
  readonly received: ServerMessage[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      this.received.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    ws.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  static connect(baseUrl: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/class/ws');
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The next message (from now on, or already queued after index `from`) that matches. */
  next<T extends ServerMessage['t']>(t: T, pred: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true, timeoutMs = 30_000): Promise<Extract<ServerMessage, { t: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${t} message within ${timeoutMs} ms; got ${JSON.stringify(this.received.slice(-3))}`)), timeoutMs);
      this.waiters.push({
        pred: (m) => m.t === t && pred(m as Extract<ServerMessage, { t: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<ServerMessage, { t: T }>);
        },
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export async function createSession(baseUrl: string): Promise<{ code: string; secret: string }> {
  const r = await fetch(`${baseUrl}/class/api/sessions`, { method: 'POST' });
  return (await r.json()) as { code: string; secret: string };
}

export const NUMBER_POLL: PollSpec = {
  source: 'predict:c8-p1', question: { es: '¿Mediana del ping?', en: 'Median ping?' }, kind: 'number', unit: 'ms', min: 0, max: 5000, choices: [],
};
export const CHOICE_POLL: PollSpec = {
  source: 'predict:c9-p3', question: { es: '¿Dónde?', en: 'Where?' }, kind: 'choice', unit: '', min: 0, max: 1,
  choices: [{ value: 'low', label: { es: 'Bajo', en: 'Low' } }, { value: 'high', label: { es: 'Alto', en: 'High' } }],
};
