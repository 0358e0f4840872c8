// The browser's class client over a stand-in WebSocket: a socket the server closes for a message
// too big (1009, RFC 6455 §7.4.1) leaves a 'too-big' error the student's page and the console
// show in words, whether or not the server's own error message came first; other closes do not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_TOO_BIG, HostConnection, StudentConnection } from './classClient';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  // The server's side.
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(m: unknown): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  closeBy(code: number): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  const store = new Map<string, string>();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { href: 'http://localhost:4000/class' });
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {}, setTimeout: () => 1, clearTimeout() {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const CODE = 'ABCDEF';

describe('a socket closed for a message too big (1009)', () => {
  it("a student's connection says 'too-big' and goes on reconnecting", () => {
    const c = new StudentConnection(CODE, 'ana');
    const ws = FakeSocket.all[0];
    expect(ws.url).toBe('ws://localhost:4000/class/ws');
    ws.open();
    expect(ws.sent).toEqual([{ t: 'join', code: CODE, studentId: 'ana' }]);
    ws.receive({ t: 'student', code: CODE, joined: 1, poll: null, mine: {} });
    expect(c.get().error).toBeNull();
    ws.closeBy(CLOSE_TOO_BIG);
    expect(c.get().status).toBe('offline');
    expect(c.get().error?.code).toBe('too-big');
    c.stop();
  });

  it("the server's own too-big error, then its 1009 close: the server's words are kept", () => {
    const c = new StudentConnection(CODE, 'ana');
    const ws = FakeSocket.all[0];
    ws.open();
    ws.receive({ t: 'error', code: 'too-big', message: 'a message is at most 16384 bytes; this one had 1048650' });
    ws.closeBy(CLOSE_TOO_BIG);
    expect(c.get().error).toEqual({ code: 'too-big', message: 'a message is at most 16384 bytes; this one had 1048650' });
    c.stop();
  });

  it("the instructor's console says 'too-big' too", () => {
    const h = new HostConnection(CODE, 'x'.repeat(32));
    const ws = FakeSocket.all[0];
    ws.open();
    ws.closeBy(CLOSE_TOO_BIG);
    expect(h.get().error?.code).toBe('too-big');
    h.stop();
  });

  it('a close for another reason (a dropped network, 1006) is no error, only offline', () => {
    const c = new StudentConnection(CODE, 'ana');
    const ws = FakeSocket.all[0];
    ws.open();
    ws.closeBy(1006);
    expect(c.get().status).toBe('offline');
    expect(c.get().error).toBeNull();
    c.stop();
  });
});
