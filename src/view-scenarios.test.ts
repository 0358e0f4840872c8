// Every scenario a view builds is one the engine accepts: a view's form and the engine's schema
// cannot drift apart unnoticed. (Views may not import the engine; this test, outside them, may.)
import { describe, expect, it } from 'vitest';
import { parseScenario } from './sim';
import { buildScenario as bloatScenario, DEFAULT_OPTIONS as BLOAT, QUEUE_KINDS } from './views/Bufferbloat/options';
import { buildScenario as linkPingScenario, DEFAULT_OPTIONS as LINK_PING } from './views/LinkPing/options';
import { buildScenario as sawScenario, CCS as SAW_CCS, DEFAULT_OPTIONS as SAW, optionsFromScenario as sawOptionsFrom } from './views/Sawtooth/options';
import { LOCALE_TREES } from './i18n/resources';
import { leafValue } from './i18n/keys';

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

  it('Sawtooth, every algorithm and queue discipline it offers, read back from its own scenario', () => {
    for (const cc of SAW_CCS) {
      for (const queue of QUEUE_KINDS) {
        const scenario = sawScenario({ ...SAW, cc, queue });
        expect(() => parseScenario(scenario), `${cc} ${queue}`).not.toThrow();
        const back = sawOptionsFrom(parseScenario(scenario));
        expect([back.cc, back.queue]).toEqual([cc, queue]);
        // CoDel counts whole 1514-byte frames: the buffer comes back rounded down to a frame.
        expect(Math.abs(back.bufferKiB - SAW.bufferKiB)).toBeLessThan(1514 / 1024);
        for (const tree of Object.values(LOCALE_TREES)) {
          expect(leafValue(tree, `views.sawtooth.ccName.${cc}`), cc).toBeTruthy();
          expect(leafValue(tree, `views.sawtooth.queueKind.${queue}`), queue).toBeTruthy();
        }
      }
    }
  });
});
