import { describe, expect, it } from 'vitest';
import { readViewParams, writeViewParams } from '../shared/viewParams';
import { buildScenario, DEFAULT_OPTIONS, formFromOptions, transports, validateForm } from './options';
import { LOSS_NOT_CONGESTION_PARAMS } from './params';
import { tutorialRef } from '../../panels/bars';

describe('loss-not-congestion options', () => {
  it('runs FRCT first, then the TCP algorithms the engine reports, in the tutorial order', () => {
    expect(transports(['reno', 'cubic', 'dctcp']).map((t) => t.key)).toEqual(['frct', 'cubic', 'reno', 'dctcp']);
    expect(transports(['reno', 'cubic', 'dctcp', 'bbr', 'reno-sce']).map((t) => t.key)).toEqual(['frct', 'cubic', 'reno', 'dctcp', 'bbr']);
    expect(transports(null).map((t) => t.key)).toEqual(['frct', 'cubic', 'reno', 'dctcp', 'bbr']);
  });

  it('puts the loss in both directions, as a probability, and the duration in every run', () => {
    for (const tr of transports(null)) {
      const s = buildScenario({ ...DEFAULT_OPTIONS, lossPct: 2.5, durationS: 10 }, tr) as { duration_s: number; link: { loss: number; reverse_loss: number } };
      expect([s.duration_s, s.link.loss, s.link.reverse_loss]).toEqual([10, 0.025, 0.025]);
    }
  });

  it('refuses bad input naming the field and its range, in either locale', () => {
    const bad = validateForm({ loss: '30', duration: 'abc', reorderQueue: 1024 });
    expect(bad).toEqual({ ok: false, errors: { loss: { key: 'range', field: 'loss', min: 0, max: 20 }, duration: { key: 'notNumber', field: 'duration', value: 'abc' } } });
    const es = validateForm(formFromOptions({ ...DEFAULT_OPTIONS, lossPct: 0.5 }, 'es'));
    expect(es.ok && es.options.lossPct).toBe(0.5);
    expect(formFromOptions({ ...DEFAULT_OPTIONS, lossPct: 0.5 }, 'es').loss).toBe('0,5');
  });

  it('deep links carry loss, duration and rq, and refuse values out of range', () => {
    const { initial, problems } = readViewParams(LOSS_NOT_CONGESTION_PARAMS, '?loss=2&duration=20&rq=128&lang=es');
    expect(initial).toEqual({ lossPct: 2, durationS: 20, reorderQueue: 128 });
    expect(problems).toEqual([]);
    expect(readViewParams(LOSS_NOT_CONGESTION_PARAMS, '?loss=50&rq=64').problems.map((p) => p.name)).toEqual(['loss', 'rq']);
    expect(writeViewParams(LOSS_NOT_CONGESTION_PARAMS, { ...DEFAULT_OPTIONS, durationS: 5 }, '?lang=es')).toBe('?lang=es&duration=5');
  });

  it('has the tutorial figures only for the settings it ran (seed 000)', () => {
    expect(tutorialRef(1, 'cubic', 1024)?.goodputMbps).toBe(9.4);
    expect(tutorialRef(1, 'bbr', 1024)?.goodputMbps).toBe(93.7);
    expect(tutorialRef(1, 'frct', 128)?.goodputMbps).toBe(29.4);
    expect(tutorialRef(0, 'cubic', 1024)).toEqual({ goodputMbps: 95.5, rttMs: 511 });
    expect(tutorialRef(0, 'reno', 1024)).toBeNull();
    expect(tutorialRef(2, 'cubic', 1024)).toBeNull();
  });
});
