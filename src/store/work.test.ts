import { describe, expect, it } from 'vitest';
import { createSierraStore } from './index';

const prediction = (id: string, value: number | null, skipped = false) => ({ id, widget: 'c2-w1', value, unit: 'ms', skipped, t: '2026-01-01T00:00:00.000Z' });

describe('the work slice', () => {
  it('keeps predictions by id, replaces one on recommit, and forgets a cleared one', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    s().commitPrediction(prediction('c2-p1', 50));
    s().commitPrediction(prediction('c2-p1', 58));
    expect(s().predictions['c2-p1'].value).toBe(58);
    s().setPredictionSimulated('c2-p1', 61.2);
    expect(s().predictions['c2-p1'].simulated).toBe(61.2);
    s().clearPrediction('c2-p1');
    expect(s().predictions).toEqual({});
    s().setPredictionSimulated('c2-p1', 3);
    expect(s().predictions).toEqual({});
  });

  it('records answers; a new answer or run clears the old verdict', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    s().setExerciseAnswer('c3-e1', { cwnd: [[1], [2]] });
    s().setExerciseVerdict('c3-e1', 'right');
    expect(s().exercises['c3-e1']).toMatchObject({ answer: { cwnd: [[1], [2]] }, verdict: 'right', runs: [] });
    s().attachExerciseRun('c3-e1', { version: 1 });
    expect(s().exercises['c3-e1'].verdict).toBeUndefined();
    expect(s().exercises['c3-e1'].runs).toHaveLength(1);
    s().setExerciseAnswer('c3-e1', { cwnd: [[1]] });
    expect(s().exercises['c3-e1'].runs).toHaveLength(1);
    s().detachExerciseRuns('c3-e1');
    expect(s().exercises['c3-e1'].runs).toEqual([]);
  });

  it('gates: a widget is held by its prediction blocks until each has a prediction or a skip', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    const locked = () => (s().predictGates['c2-w1'] ?? []).some((p) => s().predictions[p] === undefined);
    expect(locked()).toBe(false);
    s().addPredictGate('c2-w1', 'c2-p1');
    s().addPredictGate('c2-w1', 'c2-p1');
    expect(s().predictGates['c2-w1']).toEqual(['c2-p1']);
    expect(locked()).toBe(true);
    s().commitPrediction(prediction('c2-p1', null, true));
    expect(locked()).toBe(false);
    s().removePredictGate('c2-w1', 'c2-p1');
    expect(s().predictGates['c2-w1']).toEqual([]);
  });

  it('tracks the run each widget shows, and replaces the whole work on import', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    s().setWidgetRun('c2-w1', 'c2-w1#1');
    expect(s().widgetRuns).toEqual({ 'c2-w1': 'c2-w1#1' });
    s().setWidgetRun('c2-w1', null);
    expect(s().widgetRuns).toEqual({});
    s().setWidgetModel('c5-w1', { jain: 0.99 });
    expect(s().widgetModels).toEqual({ 'c5-w1': { jain: 0.99 } });
    s().setWidgetModel('c5-w1', null);
    expect(s().widgetModels).toEqual({});
    s().replaceWork({ identity: { course: 'IIC2333', student: '17' }, predictions: { p: prediction('p', 1) }, exercises: {} });
    expect(s().identity).toEqual({ course: 'IIC2333', student: '17' });
    expect(Object.keys(s().predictions)).toEqual(['p']);
  });

  it('keeps each prediction\'s first value, every revision and when its result was first shown, through a change', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    s().commitPrediction({ ...prediction('c2-p1', 50), t: '2026-01-01T00:00:00.000Z' });
    expect(s().predictionHistory['c2-p1']).toEqual({ first: { value: 50, t: '2026-01-01T00:00:00.000Z' }, revisions: [] });
    s().setPredictionSimulated('c2-p1', 61.2, '2026-01-01T00:01:00.000Z');
    s().setPredictionSimulated('c2-p1', 61.2, '2026-01-01T00:09:00.000Z');
    expect(s().predictionHistory['c2-p1'].shown).toBe('2026-01-01T00:01:00.000Z');
    // "Change my prediction" clears the prediction, not its history.
    s().clearPrediction('c2-p1');
    expect(s().predictionHistory['c2-p1'].first.value).toBe(50);
    s().commitPrediction({ ...prediction('c2-p1', 61), t: '2026-01-01T00:02:00.000Z' });
    expect(s().predictions['c2-p1'].value).toBe(61);
    expect(s().predictionHistory['c2-p1']).toEqual({
      first: { value: 50, t: '2026-01-01T00:00:00.000Z' },
      revisions: [{ value: 61, t: '2026-01-01T00:02:00.000Z' }],
      shown: '2026-01-01T00:01:00.000Z',
    });
    for (let i = 0; i < 150; i++) s().commitPrediction({ ...prediction('c2-p1', i), t: '2026-01-01T00:03:00.000Z' });
    expect(s().predictionHistory['c2-p1'].revisions).toHaveLength(100);
    expect(s().predictionHistory['c2-p1'].revisions.at(-1)?.value).toBe(149);
  });

  it('counts every check and keeps each checked answer with its time (the latest 200)', () => {
    const store = createSierraStore();
    const s = () => store.getState();
    s().recordCheck('c4-e3', { rtt_ms: 40 }, 'wrong', '2026-01-01T00:00:00.000Z');
    s().recordCheck('c4-e3', { rtt_ms: 41 }, 'right', '2026-01-01T00:00:05.000Z');
    expect(s().exercises['c4-e3']).toMatchObject({ answer: { rtt_ms: 41 }, verdict: 'right', checks: 2 });
    expect(s().exercises['c4-e3'].checked).toEqual([{ t: '2026-01-01T00:00:00.000Z', answer: { rtt_ms: 40 } }, { t: '2026-01-01T00:00:05.000Z', answer: { rtt_ms: 41 } }]);
    for (let i = 0; i < 250; i++) s().recordCheck('c4-e3', { rtt_ms: i }, 'wrong', '2026-01-01T00:01:00.000Z');
    expect(s().exercises['c4-e3'].checks).toBe(252);
    expect(s().exercises['c4-e3'].checked).toHaveLength(200);
    expect(s().exercises['c4-e3'].checked?.at(-1)?.answer).toEqual({ rtt_ms: 249 });
  });
});
