// The display's side of the channel: it says hello (the console answers with a snapshot), keeps
// the console's runs as copies in its own store (src/app/runs/mirror.ts) by the reducer's account
// (reducer.ts), and sends the keys pressed here to the console. A console that reloads says hello:
// the display asks again and takes the new snapshot.
import { mirrorBatch, mirrorRemove, mirrorRun, mirrorSeries } from '../runs/mirror';
import { runsStore, storeActions } from '../../store';
import type { RunKeyAction } from '../../controls/runKeys';
import { newSideId, openChannel } from './channel';
import type { PresentMessage } from './protocol';
import { initialDisplay, keepsBatch, reduceDisplay, type DisplayState } from './reducer';

export interface DisplaySync {
  state(): DisplayState;
  /** Hears changes of the low-rate parts (connection, panels, runs), not every batch. */
  subscribe(listener: () => void): () => void;
  sendKey(action: RunKeyAction): void;
  stop(): void;
}

function apply(prev: DisplayState, next: DisplayState, m: PresentMessage): void {
  switch (m.type) {
    case 'snapshot': {
      if (next === prev) return;
      for (const id of runsStore.ids()) if (!(id in next.runs)) mirrorRemove(id);
      for (const id of next.order) {
        mirrorRun(next.runs[id]);
        mirrorSeries(id, m.snapshot.series[id]);
        storeActions.setCursor(id, next.cursors[id] ?? null);
        storeActions.setAnnotations(id, next.annotations[id] ?? []);
      }
      storeActions.setPauseChoice(next.pauseChoice);
      return;
    }
    case 'run':
      mirrorRun(m.run);
      return;
    case 'run-removed':
      mirrorRemove(m.id);
      return;
    case 'batch':
      if (keepsBatch(next, m.id)) mirrorBatch(m.id, m.batch);
      return;
    case 'series':
      if (keepsBatch(next, m.id)) mirrorSeries(m.id, m.batch);
      return;
    case 'cursor':
      if (next !== prev) storeActions.setCursor(m.id, m.t);
      return;
    case 'annotations':
      if (next !== prev) storeActions.setAnnotations(m.runId, m.list);
      return;
    case 'pause-choice':
      storeActions.setPauseChoice(m.kind);
      return;
    default:
      return;
  }
}

export function startDisplaySync(pathname: string): DisplaySync {
  const me = newSideId('display');
  let state = initialDisplay();
  const listeners = new Set<() => void>();
  const ch = openChannel(pathname, (m) => {
    const prev = state;
    const next = reduceDisplay(prev, m, me);
    state = next;
    apply(prev, next, m);
    if (m.type === 'hello' && m.from === 'presenter') ch?.post({ type: 'hello', from: 'display', id: me });
    if (m.type !== 'batch' && m.type !== 'cursor' && next !== prev) listeners.forEach((l) => l());
  });
  const bye = () => ch?.post({ type: 'bye', from: 'display', id: me });
  window.addEventListener('pagehide', bye);
  ch?.post({ type: 'hello', from: 'display', id: me });
  return {
    state: () => state,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    sendKey: (action) => ch?.post({ type: 'key', action }),
    stop() {
      bye();
      window.removeEventListener('pagehide', bye);
      ch?.close();
    },
  };
}
