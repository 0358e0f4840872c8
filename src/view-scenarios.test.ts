// Every scenario a view builds is one the engine accepts: a view's form and the engine's schema
// cannot drift apart unnoticed. (Views may not import the engine; this test, outside them, may.)
import { describe, expect, it } from 'vitest';
import { findPreset, parseScenario } from './sim';
import { CC_NAMES } from './sim/scenario/fields';
import { ALL_CCS, ccNeedsEcn } from './views/shared/ccs';
import { buildScenario as lossScenario, DEFAULT_OPTIONS as LOSS, REORDER_QUEUES, transports } from './views/LossNotCongestion/options';
import { buildScenario as bloatScenario, CC_CHOICES as BLOAT_CCS, ccsOf, DEFAULT_OPTIONS as BLOAT, QUEUE_KINDS } from './views/Bufferbloat/options';
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
        for (const cc of BLOAT_CCS.flatMap(ccsOf)) {
          const scenario = parseScenario(bloatScenario(BLOAT, { bufferKiB, cc, queue }));
          // DCTCP and the SCE variants see their signal only with ECN on.
          expect((scenario.flows[0] as { ecn?: boolean }).ecn, `${queue} ${bufferKiB} ${cc}`).toBe(ccNeedsEcn(cc) || queue === 'red-ecn');
        }
      }
    }
  });

  it('Sawtooth, every algorithm and queue discipline it offers, read back from its own scenario', () => {
    for (const cc of SAW_CCS) {
      for (const queue of QUEUE_KINDS) {
        const scenario = sawScenario({ ...SAW, cc, queue });
        expect(() => parseScenario(scenario), `${cc} ${queue}`).not.toThrow();
        expect((parseScenario(scenario).flows[0] as { ecn?: boolean }).ecn, `${cc} ${queue}`).toBe(ccNeedsEcn(cc) || queue === 'red-ecn');
        const back = sawOptionsFrom(parseScenario(scenario));
        expect([back.cc, back.queue]).toEqual([cc, queue]);
        // CoDel counts whole 1514-byte frames: the buffer comes back rounded down to a frame.
        expect(Math.abs(back.bufferKiB - SAW.bufferKiB)).toBeLessThan(1514 / 1024);
        for (const tree of Object.values(LOCALE_TREES)) {
          expect(leafValue(tree, `panels.sawtooth.ccName.${cc}`), cc).toBeTruthy();
          expect(leafValue(tree, `views.sawtooth.queueKind.${queue}`), queue).toBeTruthy();
        }
      }
    }
  });

  it('the views offer every congestion control of the schema (the engine says which it implements)', () => {
    expect([...ALL_CCS]).toEqual([...CC_NAMES]);
    for (const tree of Object.values(LOCALE_TREES)) {
      for (const cc of ALL_CCS) expect(leafValue(tree, `views.bufferbloat.cc.${cc}`), cc).toBeTruthy();
    }
  });

  it('Loss is not congestion: each run is the Tutorial 10 preset of its transport (seed 000), at the chosen duration', () => {
    let compared = 0;
    for (const [label, lossPct] of [['clean', 0], ['loss-1', 1]] as const) {
      for (const reorderQueue of REORDER_QUEUES) {
        for (const tr of transports(null)) {
          const name = tr.kind === 'frct' ? `t10-frct-${reorderQueue}-${label}` : `t10-${tr.cc}-${label}`;
          const preset = findPreset(name);
          expect(preset, `preset ${name}`).toBeDefined();
          if (!preset) continue;
          const mine = parseScenario(lossScenario({ ...LOSS, lossPct, reorderQueue }, tr));
          expect(mine, name).toEqual(parseScenario({ ...preset.scenario, duration_s: LOSS.durationS }));
          compared++;
        }
      }
    }
    // FRCT at both reorder queues and CUBIC, Reno, DCTCP with and without loss, at the least.
    expect(compared).toBeGreaterThanOrEqual(16);
    for (const tr of transports(null)) {
      for (const tree of Object.values(LOCALE_TREES)) {
        expect(leafValue(tree, `views.lossNotCongestion.transport.${tr.key}`), tr.key).toBeTruthy();
        expect(leafValue(tree, `views.lossNotCongestion.short.${tr.key}`), tr.key).toBeTruthy();
      }
    }
  });
});
