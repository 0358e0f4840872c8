// The presenter's channel: one BroadcastChannel per page path (`sierra-present:/views/sawtooth`),
// shared by the console (?present=1) and its display (?display=1). The console owns the runs and
// mirrors them: the display runs no simulation, it keeps copies of the console's runs (their
// metas, their batches as they stream, their cursor, annotations and stop-at choice) and draws the
// same panels over them. A display that opens or reloads says hello and gets a snapshot; a
// console that reloads says hello and the display asks again. Messages are plain data (structured
// clone), typed here and checked on arrival (another tab may run another version of the lab).
import type { PauseKind, SampleBatch } from '../../sim';
import type { Annotation, RunMeta } from '../../store';
import type { RunKeyAction } from '../../controls/runKeys';

export const CHANNEL_PREFIX = 'sierra-present:';

/** The channel of a page: its path without a trailing slash. */
export function channelName(pathname: string): string {
  return CHANNEL_PREFIX + (pathname.replace(/\/+$/, '') || '/');
}

/** A panel of the console's main figure, as the display draws it. */
export interface PanelRef {
  name: string;
  runIds: string[];
}

/** Everything the display needs to draw what the console shows, at one moment. */
export interface PresentSnapshot {
  /** Who owns the runs on the console (the view's id). */
  owner: string;
  /** Runs in creation order, with their metas as the console has them. */
  runs: RunMeta[];
  /** Each run's samples so far, as one batch (the display appends later batches to it). */
  series: Record<string, SampleBatch>;
  cursors: Record<string, number | null>;
  annotations: Record<string, Annotation[]>;
  pauseChoice: PauseKind | null;
  panels: PanelRef[];
  /** The console's zoom windows (a display that opens late starts zoomed as the console is). */
  zooms?: Record<string, [number, number] | null>;
}

export type Role = 'presenter' | 'display';

export type PresentMessage =
  /** A side opened (or reloaded): a console answers a display with a snapshot, a display asks a console for one. */
  | { type: 'hello'; from: Role; id: string }
  | { type: 'snapshot'; from: string; to: string; snapshot: PresentSnapshot }
  /** A run appeared or its meta changed (status, speed, stop, summary, record). */
  | { type: 'run'; run: RunMeta }
  | { type: 'run-removed'; id: string }
  /** A run's new samples (as the console's store got them). */
  | { type: 'batch'; id: string; batch: SampleBatch }
  /** A run's whole series, replacing the display's copy (a run read from a file, or simulated to its end in one go). */
  | { type: 'series'; id: string; batch: SampleBatch }
  | { type: 'cursor'; id: string; t: number | null }
  | { type: 'annotations'; runId: string; list: Annotation[] }
  | { type: 'pause-choice'; kind: PauseKind | null }
  | { type: 'panels'; panels: PanelRef[] }
  /** The console's zoom of the time plots under `key` (null: the whole run): the display follows it. */
  | { type: 'zoom'; key: string; window: [number, number] | null }
  /** A key pressed on the display, for the console to act on. */
  | { type: 'key'; action: RunKeyAction }
  | { type: 'bye'; from: Role; id?: string };

const TYPES = new Set(['hello', 'snapshot', 'run', 'run-removed', 'batch', 'series', 'cursor', 'annotations', 'pause-choice', 'panels', 'zoom', 'key', 'bye']);

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string';

/** A zoom window as sent: two finite times, the first earlier, or null (the whole run). */
export function isZoomWindow(w: unknown): w is [number, number] | null {
  return w === null || (Array.isArray(w) && w.length === 2 && w.every((x) => typeof x === 'number' && Number.isFinite(x)) && w[0] < w[1]);
}

/** A snapshot's zoom windows, keeping only well-formed ones. */
export function readZooms(x: unknown): Record<string, [number, number] | null> {
  if (!isObj(x)) return {};
  return Object.fromEntries(Object.entries(x).filter(([, w]) => isZoomWindow(w))) as Record<string, [number, number] | null>;
}

/** A message of this protocol (its shape, enough to act on it safely), or null. */
export function readMessage(data: unknown): PresentMessage | null {
  if (!isObj(data) || !isStr(data.type) || !TYPES.has(data.type)) return null;
  const m = data;
  switch (m.type) {
    case 'hello':
      return (m.from === 'presenter' || m.from === 'display') && isStr(m.id) ? (m as unknown as PresentMessage) : null;
    case 'bye':
      return m.from === 'presenter' || m.from === 'display' ? (m as unknown as PresentMessage) : null;
    case 'snapshot': {
      const s = m.snapshot;
      return isStr(m.from) && isStr(m.to) && isObj(s) && isStr(s.owner) && Array.isArray(s.runs) && isObj(s.series) && Array.isArray(s.panels) ? (m as unknown as PresentMessage) : null;
    }
    case 'run':
      return isObj(m.run) && isStr(m.run.id) && isStr(m.run.status) ? (m as unknown as PresentMessage) : null;
    case 'run-removed':
      return isStr(m.id) ? (m as unknown as PresentMessage) : null;
    case 'batch':
    case 'series':
      return isStr(m.id) && isObj(m.batch) && m.batch.t_s instanceof Float64Array ? (m as unknown as PresentMessage) : null;
    case 'cursor':
      return isStr(m.id) && (m.t === null || typeof m.t === 'number') ? (m as unknown as PresentMessage) : null;
    case 'annotations':
      return isStr(m.runId) && Array.isArray(m.list) ? (m as unknown as PresentMessage) : null;
    case 'pause-choice':
      return m.kind === null || isStr(m.kind) ? (m as unknown as PresentMessage) : null;
    case 'panels':
      return Array.isArray(m.panels) && m.panels.every((p) => isObj(p) && isStr(p.name) && Array.isArray(p.runIds)) ? (m as unknown as PresentMessage) : null;
    case 'zoom':
      return isStr(m.key) && isZoomWindow(m.window) ? (m as unknown as PresentMessage) : null;
    case 'key':
      return isStr(m.action) ? (m as unknown as PresentMessage) : null;
  }
  return null;
}
