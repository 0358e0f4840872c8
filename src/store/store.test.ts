import { describe, expect, it } from 'vitest';
import { createSierraStore } from './index';

describe('store', () => {
  it('starts with projector off, the home route and no error', () => {
    const s = createSierraStore().getState();
    expect(s.projector).toBe(false);
    expect(s.route).toEqual({ name: 'home' });
    expect(s.workerError).toBeNull();
  });
  it('updates each slice independently', () => {
    const store = createSierraStore();
    store.getState().setProjector(true);
    store.getState().setRoute({ name: 'chapter', chapter: 8 });
    expect(store.getState().projector).toBe(true);
    expect(store.getState().route).toEqual({ name: 'chapter', chapter: 8 });
  });
  it('keeps the underlying error text and clears it on dismiss', () => {
    const store = createSierraStore();
    store.getState().reportWorkerError('crash', 'RangeError: boom');
    expect(store.getState().workerError).toEqual({ kind: 'crash', detail: 'RangeError: boom' });
    store.getState().dismissWorkerError();
    expect(store.getState().workerError).toBeNull();
  });
});
