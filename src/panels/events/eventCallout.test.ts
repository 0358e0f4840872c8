import { describe, expect, it } from 'vitest';
import { PAUSE_KINDS, type PauseEvent, type PauseKind } from '../../app/runs/pauseKinds';
import { leafValue } from '../../i18n/keys';
import { LOCALE_TREES } from '../../i18n/resources';
import { eventCallout, tcpFlowCount } from './eventCallout';

const ev = (kind: PauseKind, o: Partial<PauseEvent> = {}): PauseEvent => ({
  kind, tS: 0.329352, seenS: 0.4, flow: 's1', cc: 'reno', cwndBefore: 334, cwnd: 330, ssthreshBefore: NaN, ssthresh: 167,
  minRttMs: 80.4, queueBytes: 256_000, queueLimitBytes: 256_000, queueDelayMs: 40.96, where: null, cause: null, ...o,
});

describe('eventCallout', () => {
  it('names a fast recovery with its numbers, per language', () => {
    const en = eventCallout(ev('loss'), 'en');
    expect(en.key).toBe('pauseEvents.callout.loss');
    expect(en.values).toMatchObject({ t: '0.329 s', ssthresh: '167', cwndBefore: '334', prefix: '' });
    const es = eventCallout(ev('loss', { tS: 12.3456 }), 'es', true);
    expect(es.values.t).toBe('12,346 s');
    expect(es.values.prefix).toBe('s1: ');
  });
  it('queue sizes in KiB and the wait they mean', () => {
    const c = eventCallout(ev('queue-full'), 'es');
    expect(c.values).toMatchObject({ kib: '250', limit: '250', delay: '41 ms' });
    expect(eventCallout(ev('queue-full', { queueLimitBytes: Infinity }), 'en').key).toBe('pauseEvents.callout.queueFullPackets');
    expect(eventCallout(ev('drop', { where: 'link' }), 'en').key).toBe('pauseEvents.callout.dropLink');
  });
  it('every kind and cause has its sentence in both languages, with the same placeholders', () => {
    const events = [
      ...PAUSE_KINDS.map((k) => ev(k, { where: 'queue' })),
      ...(['loss', 'ecn', 'hystart', 'threshold', 'bbr'] as const).map((cause) => ev('slow-start-end', { cause })),
      ev('queue-full', { queueLimitBytes: Infinity }),
      ev('drop', { where: 'link' }),
    ];
    for (const e of events) {
      const { key } = eventCallout(e, 'en');
      const en = leafValue(LOCALE_TREES.en, key);
      const es = leafValue(LOCALE_TREES.es, key);
      expect(en, key).toBeTypeOf('string');
      expect(es, key).toBeTypeOf('string');
      const holes = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(holes(es as string), key).toEqual(holes(en as string));
    }
    for (const k of [...PAUSE_KINDS, 'none']) expect(leafValue(LOCALE_TREES.es, `pauseEvents.kinds.${k}`)).toBeTypeOf('string');
  });
  it('counts TCP flows with their parallel connections', () => {
    expect(tcpFlowCount({ flows: [{ cc: 'reno' }, { transport: 'tcp', parallel: 4 }, { transport: 'udp' }] })).toBe(5);
    expect(tcpFlowCount(null)).toBe(0);
  });
});
