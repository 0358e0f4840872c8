// The presenter's protocol in Node: the console's snapshot and diffs of its store, read by the
// display's reducer, give the display the console's runs; messages of another shape are refused.
import { describe, expect, it } from 'vitest';
import { createSierraStore, type Annotation, type RunMeta } from '../../store';
import { appendBatchTo, emptySeries, type RunSeries } from '../../store/runSeries';
import type { PauseEvent, SampleBatch } from '../../sim';
import { channelName, readMessage, type PresentMessage } from './protocol';
import { initialDisplay, keepsBatch, reduceDisplay, type DisplayState } from './reducer';
import { buildSnapshot, diffMessages, seriesBatch } from './snapshot';

const meta = (id: string, o: Partial<RunMeta> = {}): RunMeta => ({
  id, scenario: { duration_s: 10 }, owner: 'sawtooth', status: 'running', speed: 1, source: 'live',
  summary: null, record: null, error: null, options: {}, stop: null, ...o,
});

const batch = (t: number[], cwnd: number[]): SampleBatch => ({
  now_s: t[t.length - 1], done: false, t_s: Float64Array.from(t), queue_bytes: Float64Array.from(t.map(() => 0)),
  flows: { s1: { cwnd: Float64Array.from(cwnd) } }, pings: {}, counters: { events: 1, queue_drops: 0, pings_sent: 0, pings_lost: 0 },
});

const ME = 'display-1';

function feed(s: DisplayState, ms: PresentMessage[]): DisplayState {
  return ms.reduce((acc, m) => reduceDisplay(acc, m, ME), s);
}

describe('the channel', () => {
  it('one channel per path', () => {
    expect(channelName('/views/sawtooth')).toBe('sierra-present:/views/sawtooth');
    expect(channelName('/views/sawtooth/')).toBe('sierra-present:/views/sawtooth');
    expect(channelName('/')).toBe('sierra-present:/');
  });
  it('reads a zoom window only as two finite times, the first earlier, or null; the display keeps the last per plot', () => {
    expect(readMessage({ type: 'zoom', key: 'sawtooth', window: [0.2, 1.45] })).not.toBeNull();
    expect(readMessage({ type: 'zoom', key: 'sawtooth', window: null })).not.toBeNull();
    expect(readMessage({ type: 'zoom', key: 'sawtooth', window: [2, 1] })).toBeNull();
    expect(readMessage({ type: 'zoom', key: 'sawtooth', window: [0, Infinity] })).toBeNull();
    expect(readMessage({ type: 'zoom', key: 'sawtooth', window: [0, 1, 2] })).toBeNull();
    expect(readMessage({ type: 'zoom', window: [0, 1] })).toBeNull();
    const s = feed(initialDisplay(), [
      { type: 'zoom', key: 'sawtooth', window: [0, 3.75] },
      { type: 'zoom', key: 'queue', window: [1, 2] },
      { type: 'zoom', key: 'sawtooth', window: null },
    ]);
    expect(s.zooms).toEqual({ sawtooth: null, queue: [1, 2] });
  });
  it('reads only messages of its shape', () => {
    expect(readMessage({ type: 'hello', from: 'display', id: 'x' })).not.toBeNull();
    expect(readMessage({ type: 'hello', from: 'someone', id: 'x' })).toBeNull();
    expect(readMessage({ type: 'batch', id: 'a', batch: { t_s: [1, 2] } })).toBeNull(); // not typed arrays
    expect(readMessage({ type: 'batch', id: 'a', batch: batch([0.1], [10]) })).not.toBeNull();
    expect(readMessage({ type: 'cursor', id: 'a', t: '3' })).toBeNull();
    expect(readMessage({ type: 'eval', code: '1' })).toBeNull();
    expect(readMessage(null)).toBeNull();
    expect(readMessage({ type: 'snapshot', from: 'p', to: 'd', snapshot: { owner: 'x', runs: [], series: {}, panels: [] } })).not.toBeNull();
    expect(readMessage({ type: 'panels', panels: [{ name: 'sawtooth' }] })).toBeNull();
  });
});

describe('the display reducer', () => {
  it('takes the snapshot addressed to it, not one for another display', () => {
    const snap: PresentMessage = {
      type: 'snapshot', from: 'console-1', to: ME,
      snapshot: { owner: 'sawtooth', runs: [meta('sawtooth#1')], series: { 'sawtooth#1': batch([0.1, 0.2], [10, 20]) }, cursors: { 'sawtooth#1': 0.15 }, annotations: {}, pauseChoice: 'loss', panels: [{ name: 'sawtooth', runIds: ['sawtooth#1'] }] },
    };
    expect(reduceDisplay(initialDisplay(), { ...snap, to: 'other' } as PresentMessage, ME)).toEqual(initialDisplay());
    const s = reduceDisplay(initialDisplay(), snap, ME);
    expect(s).toMatchObject({ presenter: 'console-1', connected: true, owner: 'sawtooth', order: ['sawtooth#1'], now: { 'sawtooth#1': 0.2 }, cursors: { 'sawtooth#1': 0.15 }, pauseChoice: 'loss' });
    expect(s.panels).toEqual([{ name: 'sawtooth', runIds: ['sawtooth#1'] }]);
  });
  it('follows run, pause (a meta), step (a batch), the cursor, annotations and removal', () => {
    let s = feed(initialDisplay(), [{ type: 'run', run: meta('a') }]);
    expect(keepsBatch(s, 'a')).toBe(true);
    expect(keepsBatch(s, 'b')).toBe(false);
    s = feed(s, [{ type: 'batch', id: 'a', batch: batch([0.1, 0.2], [10, 20]) }, { type: 'batch', id: 'b', batch: batch([5], [1]) }]);
    expect(s.now).toEqual({ a: 0.2 });
    const stop = { kind: 'loss', tS: 0.25 } as PauseEvent;
    s = feed(s, [{ type: 'run', run: meta('a', { status: 'paused', stop }) }, { type: 'batch', id: 'a', batch: batch([0.3], [30]) }]);
    expect(s.runs.a.status).toBe('paused');
    expect(s.runs.a.stop?.tS).toBe(0.25);
    expect(s.now.a).toBe(0.3);
    const note: Annotation = { id: 'n', kind: 'note', plot: 'cwnd', t1: 0.2, y1: 20, t2: 0.2, y2: 20, text: 'here' };
    s = feed(s, [{ type: 'cursor', id: 'a', t: 0.12 }, { type: 'annotations', runId: 'a', list: [note] }, { type: 'cursor', id: 'zz', t: 1 }]);
    expect(s.cursors).toEqual({ a: 0.12 });
    expect(s.annotations.a).toEqual([note]);
    s = feed(s, [{ type: 'run', run: meta('b') }, { type: 'run-removed', id: 'a' }]);
    expect(s.order).toEqual(['b']);
    expect(s.cursors).toEqual({});
    expect(s.annotations).toEqual({});
  });
  it('a console that reloads or closes: not connected until its next snapshot, the figure kept', () => {
    let s = feed(initialDisplay(), [{ type: 'run', run: meta('a') }]);
    s = feed(s, [{ type: 'hello', from: 'presenter', id: 'c2' }]);
    expect(s.connected).toBe(false);
    expect(s.order).toEqual(['a']);
    s = feed(s, [{ type: 'bye', from: 'presenter' }, { type: 'hello', from: 'display', id: 'another' }, { type: 'key', action: 'toggle' }]);
    expect(s.order).toEqual(['a']);
  });
});

describe('the console side', () => {
  const series = (): RunSeries => {
    const s = emptySeries();
    appendBatchTo(s, batch([0.1, 0.2], [10, 20]));
    appendBatchTo(s, batch([0.3], [40]));
    return s;
  };
  it('a run series as one batch: every sample so far, copied', () => {
    const s = series();
    const b = seriesBatch(s);
    expect([...b.t_s]).toEqual([0.1, 0.2, 0.3]);
    expect([...b.flows.s1.cwnd]).toEqual([10, 20, 40]);
    expect(b.now_s).toBe(0.3);
    appendBatchTo(s, batch([0.4], [41]));
    expect(b.t_s.length).toBe(3);
  });
  it('snapshot and diffs of the store, read by the reducer, give the display the console state', () => {
    const store = createSierraStore();
    const st = store.getState();
    st.addRun(meta('sawtooth#1', { status: 'paused' }));
    st.addRun(meta('other#1', { owner: 'widget' }));
    st.addRun(meta('sawtooth:points#1', { owner: 'sawtooth:points', status: 'done' }));
    st.setCursor('sawtooth#1', 1.5);
    st.setPauseChoice('loss');
    const s1 = series();
    const snap = buildSnapshot(store.getState(), 'sawtooth', [{ name: 'sawtooth', runIds: ['sawtooth#1'] }], (id) => (id === 'sawtooth#1' ? s1 : undefined));
    expect(snap.runs.map((r) => r.id)).toEqual(['sawtooth#1', 'sawtooth:points#1']); // the page's parts too
    expect(snap.cursors).toEqual({ 'sawtooth#1': 1.5 });
    let d = reduceDisplay(initialDisplay(), { type: 'snapshot', from: 'c', to: ME, snapshot: snap }, ME);
    expect(d.pauseChoice).toBe('loss');

    // Then the console changes: a new run, a pause at an event, the cursor, an annotation, a removal.
    const prev = store.getState();
    st.addRun(meta('sawtooth#2'));
    st.patchRun('sawtooth#1', { status: 'done' });
    st.setCursor('sawtooth#2', 0.5);
    st.addAnnotation('sawtooth#2', { id: 'x', kind: 'arrow', plot: 'cwnd', t1: 0, y1: 0, t2: 1, y2: 1 });
    st.setCursor('other#1', 9); // not this page's run
    st.setPauseChoice(null);
    const { messages, resend } = diffMessages(prev, store.getState(), 'sawtooth');
    expect(resend.sort()).toEqual(['sawtooth#1', 'sawtooth#2']); // finished, and new
    d = feed(d, messages);
    expect(d.order).toEqual(['sawtooth#1', 'sawtooth:points#1', 'sawtooth#2']);
    expect(d.runs['sawtooth#1'].status).toBe('done');
    expect(d.cursors).toEqual({ 'sawtooth#1': 1.5, 'sawtooth#2': 0.5 });
    expect(d.annotations['sawtooth#2']).toHaveLength(1);
    expect(d.pauseChoice).toBeNull();
    const prev2 = store.getState();
    st.removeRun('sawtooth#1');
    d = feed(d, diffMessages(prev2, store.getState(), 'sawtooth').messages);
    expect(d.order).toEqual(['sawtooth:points#1', 'sawtooth#2']);
    // Nothing changed: nothing to say.
    expect(diffMessages(store.getState(), store.getState(), 'sawtooth')).toEqual({ messages: [], resend: [] });
  });
});
