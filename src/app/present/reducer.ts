// The display's side of the channel as a pure reducer: what it knows of the console's runs after
// each message (src/app/present/protocol.ts). The display page applies the result to its own store
// (displaySync.ts); the samples themselves go to its series outside this state.
import type { PauseKind } from '../../sim';
import type { Annotation, RunMeta } from '../../store';
import { readZooms, type PanelRef, type PresentMessage } from './protocol';

export interface DisplayState {
  /** The console followed (its id once it sent a snapshot), and whether it is there now. */
  presenter: string | null;
  connected: boolean;
  owner: string | null;
  runs: Record<string, RunMeta>;
  order: string[];
  /** Simulated time each run has reached, s (from its batches). */
  now: Record<string, number>;
  cursors: Record<string, number | null>;
  annotations: Record<string, Annotation[]>;
  pauseChoice: PauseKind | null;
  panels: PanelRef[];
  /** The console's zoom windows of its time plots, by plot (`sawtooth`, `queue`, …): null is the whole run. */
  zooms: Record<string, [number, number] | null>;
}

export function initialDisplay(): DisplayState {
  return { presenter: null, connected: false, owner: null, runs: {}, order: [], now: {}, cursors: {}, annotations: {}, pauseChoice: null, panels: [], zooms: {} };
}

function without<T>(rec: Record<string, T>, id: string): Record<string, T> {
  if (!(id in rec)) return rec;
  const { [id]: _gone, ...rest } = rec;
  return rest;
}

/** The state after one message; `me` is this display's id (a snapshot for another display is not ours). */
export function reduceDisplay(s: DisplayState, m: PresentMessage, me: string): DisplayState {
  switch (m.type) {
    case 'snapshot': {
      if (m.to !== me) return s;
      const snap = m.snapshot;
      const runs: Record<string, RunMeta> = {};
      for (const r of snap.runs) runs[r.id] = r;
      const order = snap.runs.map((r) => r.id);
      const now: Record<string, number> = {};
      for (const id of order) now[id] = snap.series[id]?.now_s ?? 0;
      return { presenter: m.from, connected: true, owner: snap.owner, runs, order, now, cursors: { ...snap.cursors }, annotations: { ...snap.annotations }, pauseChoice: snap.pauseChoice, panels: snap.panels, zooms: readZooms(snap.zooms) };
    }
    case 'hello':
      // A console that (re)opened has other runs: wait for its snapshot (the display asks for it).
      return m.from === 'presenter' ? { ...s, connected: false } : s;
    case 'bye':
      return m.from === 'presenter' ? { ...s, connected: false } : s;
    case 'run': {
      const known = m.run.id in s.runs;
      return { ...s, runs: { ...s.runs, [m.run.id]: m.run }, order: known ? s.order : [...s.order, m.run.id], now: known ? s.now : { ...s.now, [m.run.id]: 0 } };
    }
    case 'run-removed':
      if (!(m.id in s.runs)) return s;
      return {
        ...s,
        runs: without(s.runs, m.id),
        order: s.order.filter((x) => x !== m.id),
        now: without(s.now, m.id),
        cursors: without(s.cursors, m.id),
        annotations: without(s.annotations, m.id),
      };
    case 'batch':
    case 'series':
      return m.id in s.runs ? { ...s, now: { ...s.now, [m.id]: m.batch.now_s } } : s;
    case 'cursor':
      return m.id in s.runs && s.cursors[m.id] !== m.t ? { ...s, cursors: { ...s.cursors, [m.id]: m.t } } : s;
    case 'annotations':
      return m.runId in s.runs ? { ...s, annotations: { ...s.annotations, [m.runId]: m.list } } : s;
    case 'pause-choice':
      return { ...s, pauseChoice: m.kind };
    case 'panels':
      return { ...s, panels: m.panels };
    case 'zoom':
      return { ...s, zooms: { ...s.zooms, [m.key]: m.window } };
    case 'key':
      return s;
  }
}

/** Does the display keep this batch (a run it knows)? The samples of unknown runs wait for the snapshot. */
export function keepsBatch(s: DisplayState, id: string): boolean {
  return id in s.runs;
}
