// The console's side of the channel: it answers a display's hello with a snapshot of the page's
// runs, then tells it every change (src/app/present/snapshot.ts diffMessages) and every batch as
// it reaches the store, and acts on the keys pressed on the display as if pressed here.
import { onRunBatch, seriesOf, sierraStore } from '../../store';
import type { RunKeyAction } from '../../controls/runKeys';
import { newSideId, openChannel } from './channel';
import type { PanelRef } from './protocol';
import { buildSnapshot, diffMessages, ownedRuns, seriesBatch } from './snapshot';

/** The key a display's action stands for: the console's own key handler (useRunKeys) acts on it. */
const KEY_OF: Partial<Record<RunKeyAction, string>> = { toggle: ' ', step: '.', stepRtt: 'r', stepEvent: 'n', faster: '+', slower: '-' };

export interface PresenterSync {
  /** Displays that said hello and no goodbye. */
  displays(): number;
  subscribe(listener: () => void): () => void;
  /** The console zoomed the time plots under `key`: the displays follow. */
  zoom(key: string, window: readonly [number, number] | null): void;
  stop(): void;
}

const LIVE = new Set(['queued', 'running', 'paused']);

/** `readPanels` tells which panels (and runs) the page's main figure shows now. */
export function startPresenterSync(pathname: string, owner: string, readPanels: () => PanelRef[]): PresenterSync {
  const me = newSideId('presenter');
  const displays = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((l) => l());
  const batchOff = new Map<string, () => void>();
  let panels: PanelRef[] = readPanels();
  let panelsKey = JSON.stringify(panels);
  const zooms: Record<string, [number, number] | null> = {};

  const ch = openChannel(pathname, (m) => {
    if (m.type === 'hello' && m.from === 'display') {
      displays.add(m.id);
      changed();
      ch?.post({ type: 'snapshot', from: me, to: m.id, snapshot: { ...buildSnapshot(sierraStore.getState(), owner, panels, seriesOf), zooms: { ...zooms } } });
    } else if (m.type === 'bye' && m.from === 'display') {
      if (m.id) displays.delete(m.id);
      else displays.clear();
      changed();
    } else if (m.type === 'key') {
      const key = KEY_OF[m.action];
      if (key) window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
  });

  /** Every batch of a live run of the page goes to the displays as it reaches the store. */
  const followBatches = () => {
    const st = sierraStore.getState();
    const ids = new Set(ownedRuns(st, owner));
    for (const id of ids) {
      if (!batchOff.has(id) && LIVE.has(st.runs[id].status)) batchOff.set(id, onRunBatch(id, (batch) => ch?.post({ type: 'batch', id, batch })));
    }
    for (const [id, off] of batchOff) {
      if (!ids.has(id) || !LIVE.has(st.runs[id].status)) {
        off();
        batchOff.delete(id);
      }
    }
  };
  followBatches();

  const unsubscribe = sierraStore.subscribe((next, prev) => {
    const { messages, resend } = diffMessages(prev, next, owner);
    if (messages.length === 0) return;
    // A new live run is followed before its first batch arrives (the controller adds it first).
    followBatches();
    for (const m of messages) ch?.post(m);
    for (const id of resend) {
      const s = seriesOf(id);
      if (s && s.t.length > 0) ch?.post({ type: 'series', id, batch: seriesBatch(s) });
    }
  });

  const poll = window.setInterval(() => {
    const now = readPanels();
    const key = JSON.stringify(now);
    if (key === panelsKey) return;
    panels = now;
    panelsKey = key;
    ch?.post({ type: 'panels', panels });
  }, 400);

  const bye = () => ch?.post({ type: 'bye', from: 'presenter', id: me });
  window.addEventListener('pagehide', bye);
  ch?.post({ type: 'hello', from: 'presenter', id: me });

  return {
    displays: () => displays.size,
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    zoom(key, window) {
      const w: [number, number] | null = window ? [window[0], window[1]] : null;
      zooms[key] = w;
      ch?.post({ type: 'zoom', key, window: w });
    },
    stop() {
      bye();
      window.removeEventListener('pagehide', bye);
      window.clearInterval(poll);
      unsubscribe();
      for (const off of batchOff.values()) off();
      batchOff.clear();
      ch?.close();
    },
  };
}

/** The panels of the page's main figure (the outermost ones), with the runs each draws. */
export function readMainPanels(root: ParentNode = document): PanelRef[] {
  const out: PanelRef[] = [];
  for (const fig of root.querySelectorAll('[data-figure="main"]')) {
    for (const el of fig.querySelectorAll<HTMLElement>('[data-panel]')) {
      if (el.parentElement?.closest('[data-panel]') && fig.contains(el.parentElement.closest('[data-panel]'))) continue;
      out.push({ name: el.dataset.panel ?? '', runIds: (el.dataset.runs ?? '').split(' ').filter(Boolean) });
    }
  }
  return out;
}
