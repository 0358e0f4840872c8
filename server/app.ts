// The class server: HTTP (the built lab, session creation, the report and exports) and one
// WebSocket endpoint (class/ws) for joining, polls and answers. Every message is validated
// (server/protocol.ts); a bad one gets an error and changes nothing. State lives only in the
// database, so a restarted server carries on where it was.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Db } from './db';
import { TokenBucket } from './limits';
import { ClientMessageSchema, MAX_MESSAGE_BYTES, RATE_BURST, RATE_PER_S, type ErrorCode, type ServerMessage } from './protocol';
import { participationCsv, reportText, sessionJson, sessionReport, type Lang } from './report';
import { serveStatic } from './static';
import { ClassError, ClassStore, type SessionRow } from './classStore';

export interface ClassServerOptions {
  db: Db;
  /** The built lab; null serves only the class endpoints. */
  dist: string | null;
  port: number;
  host?: string;
  /** Sessions one address may create: a burst, then one per this many seconds. */
  sessionBurst?: number;
  sessionEveryS?: number;
  log?: (line: string) => void;
}

type Conn =
  | { role: 'none' }
  | { role: 'student'; sessionId: number; code: string; student: number }
  | { role: 'host'; sessionId: number; code: string };

interface Client {
  ws: WebSocket;
  conn: Conn;
  bucket: TokenBucket;
  dropped: number;
  lastRateError: number;
}

/** A client that keeps flooding after this many refused messages is disconnected. */
const MAX_DROPPED = 1000;
/**
 * How much of one message the server reads at most. A message above MAX_MESSAGE_BYTES but below
 * this is read, answered with a 'too-big' error naming the limit, and its socket closed (1009), so
 * the sender learns why; above this, ws closes the socket with 1009 at once (the browser's client
 * says "too big" for that close too). 2 MiB a connection at worst, only for as long as one message.
 */
export const READ_LIMIT_BYTES = 2 * 1024 * 1024;

export interface ClassServer {
  url: string;
  port: number;
  http: Server;
  close(): Promise<void>;
}

function send(ws: WebSocket, m: ServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
}

function sendError(ws: WebSocket, code: ErrorCode, message: string, mid?: string): void {
  send(ws, mid === undefined ? { t: 'error', code, message } : { t: 'error', code, message, mid });
}

/** A zod error as "field: problem" (the first issue), for the error message. */
function firstIssue(e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const i = e.issues[0];
  return i ? `${i.path.map(String).join('.') || 'message'}: ${i.message}` : 'invalid message';
}

export function startClassServer(o: ClassServerOptions): Promise<ClassServer> {
  const store = new ClassStore(o.db);
  const log = o.log ?? (() => undefined);
  const clients = new Set<Client>();
  const sessionBuckets = new Map<string, TokenBucket>();
  const pending = new Map<number, { code: string; students: boolean }>();

  /** Sends the session's new state on the next turn: many answers in a burst, one console update. */
  function changed(session: SessionRow, students: boolean): void {
    const p = pending.get(session.id);
    if (p) {
      p.students ||= students;
      return;
    }
    pending.set(session.id, { code: session.code, students });
    setImmediate(() => {
      const job = pending.get(session.id)!;
      pending.delete(session.id);
      const s = store.session(job.code);
      let consoleMsg: ServerMessage | null = null;
      for (const c of clients) {
        if (c.conn.role === 'host' && c.conn.sessionId === s.id) {
          consoleMsg ??= { t: 'console', code: s.code, ...store.consoleView(s) };
          send(c.ws, consoleMsg);
        } else if (job.students && c.conn.role === 'student' && c.conn.sessionId === s.id) {
          send(c.ws, { t: 'student', code: s.code, ...store.studentView(s, c.conn.student) });
        }
      }
    });
  }

  function handle(c: Client, raw: string): void {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      sendError(c.ws, 'malformed', 'not JSON');
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const mid = typeof (json as { mid?: unknown })?.mid === 'string' ? ((json as { mid: string }).mid).slice(0, 64) : undefined;
      sendError(c.ws, 'malformed', firstIssue(parsed.error), mid);
      return;
    }
    const m = parsed.data;
    try {
      switch (m.t) {
        case 'join': {
          const s = store.session(m.code);
          const student = store.join(s, m.studentId);
          c.conn = { role: 'student', sessionId: s.id, code: s.code, student };
          send(c.ws, { t: 'student', code: s.code, ...store.studentView(s, student) });
          changed(s, false);
          return;
        }
        case 'answer': {
          if (c.conn.role !== 'student') throw new ClassError('not-joined', 'join a session before answering');
          const s = store.session(c.conn.code);
          const value = store.answer(s, c.conn.student, m.mid, m.pollId, m.value, m.unit);
          // Committed (synchronous=FULL) before this ack leaves.
          send(c.ws, { t: 'ack', mid: m.mid, pollId: m.pollId, value });
          send(c.ws, { t: 'student', code: s.code, ...store.studentView(s, c.conn.student) });
          changed(s, false);
          return;
        }
        case 'host': {
          const s = store.hostSession(m.code, m.secret);
          c.conn = { role: 'host', sessionId: s.id, code: s.code };
          send(c.ws, { t: 'console', code: s.code, ...store.consoleView(s) });
          return;
        }
        case 'open': {
          const s = store.hostSession(m.code, m.secret);
          store.openPoll(s, m.poll);
          changed(s, true);
          return;
        }
        case 'close': {
          const s = store.hostSession(m.code, m.secret);
          store.closePoll(s, m.pollId);
          changed(s, true);
          return;
        }
        case 'reveal': {
          const s = store.hostSession(m.code, m.secret);
          store.reveal(s, m.pollId, m.result);
          changed(s, true);
          return;
        }
      }
    } catch (e) {
      const mid = m.t === 'answer' ? m.mid : undefined;
      if (e instanceof ClassError) sendError(c.ws, e.code, e.message, mid);
      else {
        log(`error: ${(e as Error).message}`);
        sendError(c.ws, 'server', 'the server could not do that', mid);
      }
    }
  }

  function secretOf(req: IncomingMessage): string {
    const h = req.headers['x-class-secret'];
    return typeof h === 'string' ? h : '';
  }

  function json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  }

  function api(req: IncomingMessage, res: ServerResponse, path: string): void {
    if (path === '/class/api/health') return json(res, 200, { ok: true });
    if (path === '/class/api/sessions' && req.method === 'POST') {
      const addr = req.socket.remoteAddress ?? '?';
      let b = sessionBuckets.get(addr);
      if (!b) sessionBuckets.set(addr, (b = new TokenBucket(o.sessionBurst ?? 20, 1 / (o.sessionEveryS ?? 60))));
      if (!b.take()) return json(res, 429, { error: 'rate', message: 'too many sessions from this address: wait a minute' });
      const { session, secret } = store.createSession();
      log(`session ${session.code} created`);
      return json(res, 201, { code: session.code, secret });
    }
    const m = /^\/class\/api\/sessions\/([A-Za-z0-9]{1,12})\/(report\.json|report\.txt|participation\.csv|session\.json)$/.exec(path);
    if (m && req.method === 'GET') {
      let s: SessionRow;
      try {
        s = store.hostSession(m[1].toUpperCase(), secretOf(req));
      } catch (e) {
        const code = e instanceof ClassError ? e.code : 'server';
        return json(res, code === 'no-session' ? 404 : 403, { error: code, message: (e as Error).message });
      }
      const lang: Lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lang') === 'es' ? 'es' : 'en';
      if (m[2] === 'report.json') return json(res, 200, sessionReport(store, s));
      const name = `sierra-class-${s.code}`;
      if (m[2] === 'report.txt') {
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="${name}-report.txt"` }).end(reportText(sessionReport(store, s), lang));
        return;
      }
      if (m[2] === 'participation.csv') {
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}-participation.csv"` }).end(participationCsv(store, s));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-disposition': `attachment; filename="${name}.json"` }).end(JSON.stringify(sessionJson(store, s), null, 2));
      return;
    }
    json(res, 404, { error: 'not-found', message: `no ${req.method} ${path}` });
  }

  const http = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      if (path.startsWith('/class/api/')) return api(req, res, path);
      if (o.dist && (req.method === 'GET' || req.method === 'HEAD')) return serveStatic(o.dist, req, res);
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    } catch (e) {
      log(`error: ${(e as Error).message}`);
      if (!res.headersSent) res.writeHead(500).end();
    }
  });

  const wss = new WebSocketServer({ server: http, path: '/class/ws', maxPayload: READ_LIMIT_BYTES });
  wss.on('connection', (ws) => {
    const c: Client = { ws, conn: { role: 'none' }, bucket: new TokenBucket(RATE_BURST, RATE_PER_S), dropped: 0, lastRateError: -Infinity };
    clients.add(c);
    ws.on('message', (data, isBinary) => {
      if (!c.bucket.take()) {
        c.dropped++;
        const now = performance.now();
        // One error a second at most: a flood is not answered with a flood.
        if (now - c.lastRateError > 1000) {
          c.lastRateError = now;
          sendError(ws, 'rate', `too many messages: at most ${RATE_PER_S} a second (bursts of ${RATE_BURST}); this one was not taken`);
        }
        if (c.dropped > MAX_DROPPED) ws.close(1008, 'flooding');
        return;
      }
      const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
      if (bytes > MAX_MESSAGE_BYTES) {
        sendError(ws, 'too-big', `a message is at most ${MAX_MESSAGE_BYTES} bytes; this one had ${bytes}`);
        ws.close(1009, 'message too big');
        return;
      }
      if (isBinary) {
        sendError(ws, 'malformed', 'text messages only');
        return;
      }
      handle(c, data.toString());
    });
    ws.on('close', () => clients.delete(c));
    ws.on('error', () => clients.delete(c));
  });

  return new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(o.port, o.host ?? '0.0.0.0', () => {
      const port = (http.address() as AddressInfo).port;
      resolve({
        url: `http://localhost:${port}`,
        port,
        http,
        close: () =>
          new Promise<void>((done) => {
            for (const c of clients) c.ws.terminate();
            wss.close();
            http.close(() => done());
          }),
      });
    });
  });
}
