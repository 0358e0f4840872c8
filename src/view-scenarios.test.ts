// Every scenario a view builds is one the engine accepts: a view's form and the engine's schema
// cannot drift apart unnoticed. (Views may not import the engine; this test, outside them, may.)
import { describe, expect, it } from 'vitest';
import { parseScenario } from './sim';
import { buildScenario as bloatScenario, DEFAULT_OPTIONS as BLOAT, QUEUE_KINDS } from './views/Bufferbloat/options';
import { buildScenario as linkPingScenario, DEFAULT_OPTIONS as LINK_PING } from './views/LinkPing/options';

describe('scenarios built by the views', () => {
  it('Link and ping, with and without load', () => {
    expect(() => parseScenario(linkPingScenario(LINK_PING))).not.toThrow();
    expect(() => parseScenario(linkPingScenario({ ...LINK_PING, loadMbps: 60, lossPct: 1 }))).not.toThrow();
  });

  it('Bufferbloat, every queue discipline, buffer and algorithm it offers', () => {
    for (const queue of QUEUE_KINDS) {
      for (const bufferKiB of [2.5, 50, 250, 2000]) {
        for (const cc of ['reno', 'cubic'] as const) {
          expect(() => parseScenario(bloatScenario(BLOAT, { bufferKiB, cc, queue })), `${queue} ${bufferKiB} ${cc}`).not.toThrow();
        }
      }
    }
  });
});
