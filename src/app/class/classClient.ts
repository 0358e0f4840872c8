// The one module of the lab that talks to the class server (server/, `npm run class`): HTTP for
// creating a session and the exports, a WebSocket for the live class. Every message the server
// sends is validated with the protocol both sides share (server/protocol.ts). The socket
// reconnects by itself; a student's answers wait in an outbox (kept in localStorage) until the
// server acknowledges them, so an answer given offline is sent on reconnect, once (the server
// applies a client message id only once).
import {
  ClientMessageSchema, CreatedSchema, MAX_MESSAGE_BYTES, ServerMessageSchema,
  type ClientMessage, type ConsolePoll, type PollResult, type PollSpec, type PublicPoll, type ServerMessage,
} from '../../../server/protocol';

export type { ConsolePoll, PollResult, PollSpec, PublicPoll };
export type Status = 'connecting' | 'online' | 'offline';

/** An address of the class server: beside the lab, under the base it was built for. */
export function classUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL}${path}`, location.href).href;
}

/** Where students join (printed on the display and in the QR code). */
export function joinUrl(code?: string): string {
  return classUrl(code ? `class?code=${code}` : 'class');
}

export class ClassServerMissing extends Error {}

/** A new session: its join code and the instructor's secret (kept in this console only). */
export async function createSession(): Promise<{ code: string; secret: string }> {
  let r: Response;
  try {
    r = await fetch(classUrl('class/api/sessions'), { method: 'POST' });
  } catch {
    throw new ClassServerMissing('no class server');
  }
  if (r.status === 404 || r.status === 405) throw new ClassServerMissing('no class server');
  if (!r.ok) throw new Error(`class server: ${r.status}`);
  const body = CreatedSchema.safeParse(await r.json().catch(() => null));
  if (!body.success) throw new ClassServerMissing('no class server');
  return body.data;
}

export type ExportKind = 'report.json' | 'report.txt' | 'participation.csv' | 'session.json';

export async function fetchExport(code: string, secret: string, kind: ExportKind, lang: string): Promise<Blob> {
  const r = await fetch(classUrl(`class/api/sessions/${code}/${kind}?lang=${lang === 'es' ? 'es' : 'en'}`), { headers: { 'x-class-secret': secret } });
  if (!r.ok) throw new Error(`class server: ${r.status}`);
  return r.blob();
}

type Listener = () => void;

/** WebSocket close code 1009 (RFC 6455 §7.4.1): a message too big to process. */
export const CLOSE_TOO_BIG = 1009;
/** The server's limit on one message, for the 'too-big' error's text. */
export const MESSAGE_LIMIT_KIB = MAX_MESSAGE_BYTES / 1024;
/** The error a 1009 close becomes when the server's own 'too-big' error did not arrive first. */
const TOO_BIG = { code: 'too-big', message: `at most ${MAX_MESSAGE_BYTES} bytes` } as const;

/** A WebSocket to class/ws that comes back after a drop (1 s, 2 s, ... up to 10 s apart). */
class LiveSocket {
  private ws: WebSocket | null = null;
  private retry = 0;
  private timer: number | null = null;
  private stopped = false;
  status: Status = 'connecting';

  constructor(
    private readonly onOpen: () => void,
    private readonly onMessage: (m: ServerMessage) => void,
    private readonly onStatus: () => void,
    /** The server closed the socket for a message too large (1009); it reconnects all the same. */
    private readonly onTooBig: () => void = () => undefined,
  ) {
    this.connect();
    window.addEventListener('online', this.wake);
  }

  private readonly wake = () => {
    if (this.status === 'offline' && this.timer !== null) {
      window.clearTimeout(this.timer);
      this.timer = null;
      this.connect();
    }
  };

  private setStatus(s: Status): void {
    this.status = s;
    this.onStatus();
  }

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(classUrl('class/ws').replace(/^http/, 'ws'));
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setStatus('online');
      this.onOpen();
    };
    ws.onmessage = (e) => {
      let json: unknown;
      try {
        json = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const m = ServerMessageSchema.safeParse(json);
      if (m.success) this.onMessage(m.data);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.stopped) return;
      // A message above what the server reads closes with 1009 and no words: say why here.
      if (e.code === CLOSE_TOO_BIG) this.onTooBig();
      this.setStatus('offline');
      const wait = Math.min(10_000, 1000 * 2 ** this.retry++);
      this.timer = window.setTimeout(() => {
        this.timer = null;
        this.connect();
      }, wait);
    };
  }

  /** Sends now if connected; false when offline (the caller keeps it). */
  send(m: ClientMessage): boolean {
    // Checked here too: the server would refuse it anyway, better to know at once.
    ClientMessageSchema.parse(m);
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(m));
    return true;
  }

  /** A test's or a debugger's way to drop the connection (it reconnects). */
  drop(): void {
    this.ws?.close();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('online', this.wake);
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.ws?.close();
  }
}

export interface Outgoing {
  mid: string;
  pollId: number;
  value: number | string;
  unit?: string;
}

export interface StudentState {
  status: Status;
  code: string;
  studentId: string;
  joined: boolean;
  poll: PublicPoll | null;
  /** Acknowledged answers, poll id -> value. */
  mine: Record<string, number | string>;
  /** Answers not yet acknowledged (sent while offline, or in flight). */
  outbox: Outgoing[];
  /** The last refusal (an error code from the protocol, and the server's words). */
  error: { code: string; message: string } | null;
}

function newMid(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A student in a session: joins, answers, and keeps what was not acknowledged. */
export class StudentConnection {
  private state: StudentState;
  private readonly listeners = new Set<Listener>();
  private readonly socket: LiveSocket;
  private readonly key: string;
  /** Set when the socket (re)opens: the next view from the server is the join's answer. */
  private rejoining = false;

  constructor(code: string, studentId: string) {
    this.key = `sierra-class-outbox:${code}:${studentId.trim().toLowerCase()}`;
    let outbox: Outgoing[];
    try {
      outbox = JSON.parse(localStorage.getItem(this.key) ?? '[]') as Outgoing[];
    } catch {
      outbox = [];
    }
    this.state = { status: 'connecting', code, studentId, joined: false, poll: null, mine: {}, outbox, error: null };
    this.socket = new LiveSocket(() => {
      this.rejoining = true;
      this.socket.send({ t: 'join', code, studentId });
    }, (m) => this.receive(m), () => this.set({ status: this.socket.status }), () => this.set({ error: this.state.error?.code === 'too-big' ? this.state.error : TOO_BIG }));
  }

  private set(patch: Partial<StudentState>): void {
    this.state = { ...this.state, ...patch };
    if (patch.outbox) {
      try {
        localStorage.setItem(this.key, JSON.stringify(patch.outbox));
      } catch {
        // A full or refused storage only loses the reload-proof copy; the outbox still works.
      }
    }
    for (const l of this.listeners) l();
  }

  private receive(m: ServerMessage): void {
    if (m.t === 'student') {
      this.set({ joined: true, poll: m.poll, mine: m.mine });
      // Joined (again): what is still in the outbox goes now, in order, each under its own id.
      if (this.rejoining) {
        this.rejoining = false;
        for (const o of this.state.outbox) this.socket.send({ t: 'answer', ...o });
      }
    } else if (m.t === 'ack') {
      this.set({ outbox: this.state.outbox.filter((o) => o.mid !== m.mid), mine: { ...this.state.mine, [String(m.pollId)]: m.value }, error: null });
    } else if (m.t === 'error') {
      // A refused answer will be refused again: it leaves the outbox.
      const outbox = m.mid ? this.state.outbox.filter((o) => o.mid !== m.mid) : this.state.outbox;
      this.set({ outbox, error: { code: m.code, message: m.message }, joined: m.code === 'no-session' ? false : this.state.joined });
    }
  }

  answer(pollId: number, value: number | string, unit?: string): void {
    const o: Outgoing = unit === undefined ? { mid: newMid(), pollId, value } : { mid: newMid(), pollId, value, unit };
    // The newer answer replaces an older one still waiting for the same poll (the last one counts).
    this.set({ outbox: [...this.state.outbox.filter((x) => x.pollId !== pollId), o], error: null });
    if (this.state.joined) this.socket.send({ t: 'answer', ...o });
  }

  get = (): StudentState => this.state;
  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  drop(): void {
    this.socket.drop();
  }
  stop(): void {
    this.socket.stop();
  }
}

export interface HostState {
  status: Status;
  code: string;
  joined: number;
  current: number | null;
  polls: ConsolePoll[];
  error: { code: string; message: string } | null;
}

/** The instructor's side: follows the session live and sends the instructor's actions with the secret. */
export class HostConnection {
  private state: HostState;
  private readonly listeners = new Set<Listener>();
  private readonly socket: LiveSocket;

  constructor(readonly code: string, readonly secret: string) {
    this.state = { status: 'connecting', code, joined: 0, current: null, polls: [], error: null };
    this.socket = new LiveSocket(() => {
      this.socket.send({ t: 'host', code, secret });
      // An action taken while the connection was down (a reveal at a run's end) goes now.
      const waiting = this.waiting.splice(0);
      for (const m of waiting) this.act(m);
    }, (m) => this.receive(m), () => this.set({ status: this.socket.status }), () => this.set({ error: this.state.error?.code === 'too-big' ? this.state.error : TOO_BIG }));
  }

  private readonly waiting: ClientMessage[] = [];

  private act(m: ClientMessage): true {
    if (!this.socket.send(m)) this.waiting.push(m);
    return true;
  }

  private set(patch: Partial<HostState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private receive(m: ServerMessage): void {
    if (m.t === 'console') this.set({ joined: m.joined, current: m.current, polls: m.polls, error: null });
    else if (m.t === 'error') this.set({ error: { code: m.code, message: m.message } });
  }

  open(poll: PollSpec): boolean {
    return this.act({ t: 'open', code: this.code, secret: this.secret, poll });
  }

  close(pollId: number): boolean {
    return this.act({ t: 'close', code: this.code, secret: this.secret, pollId });
  }

  reveal(pollId: number, result: PollResult): boolean {
    return this.act({ t: 'reveal', code: this.code, secret: this.secret, pollId, result });
  }

  get = (): HostState => this.state;
  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  stop(): void {
    this.socket.stop();
  }
}
