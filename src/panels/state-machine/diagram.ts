// Where the states and arrows of the diagram go (SVG user units, viewBox 820 x 400): the notes'
// drawing (slow start and congestion avoidance side by side, fast recovery under them, a timeout
// from any state) with CWR beside congestion avoidance and the loss state under slow start.
import type { SmEdgeId, SmState } from './transitions';

export const VIEW_W = 820;
export const VIEW_H = 400;

export interface NodeBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const NODES: Record<SmState, NodeBox> = {
  slowStart: { x: 30, y: 40, w: 180, h: 62 },
  avoidance: { x: 330, y: 40, w: 210, h: 62 },
  cwr: { x: 630, y: 40, w: 170, h: 62 },
  recovery: { x: 330, y: 230, w: 270, h: 80 },
  loss: { x: 30, y: 240, w: 180, h: 70 },
};

export interface EdgeGeometry {
  d: string;
  /** Where the label goes and how it is anchored (placed so that no label covers another or a line). */
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
}

export const EDGES: Record<Exclude<SmEdgeId, 'other'>, EdgeGeometry> = {
  'ss-ca': { d: 'M210,62 L330,62', label: { x: 270, y: 54, anchor: 'middle' } },
  'ss-fr': { d: 'M210,95 L360,230', label: { x: 240, y: 130, anchor: 'end' } },
  'ca-fr': { d: 'M400,102 L400,230', label: { x: 408, y: 170, anchor: 'start' } },
  'fr-ca': { d: 'M520,230 L520,102', label: { x: 528, y: 170, anchor: 'start' } },
  'ss-cwr': { d: 'M120,40 C120,-10 715,-10 715,40', label: { x: 418, y: 14, anchor: 'middle' } },
  'ca-cwr': { d: 'M540,58 L630,58', label: { x: 585, y: 50, anchor: 'middle' } },
  'cwr-ca': { d: 'M630,86 L540,86', label: { x: 585, y: 100, anchor: 'middle' } },
  'ss-loss': { d: 'M90,102 L90,240', label: { x: 84, y: 175, anchor: 'end' } },
  'loss-ss': { d: 'M150,240 L150,102', label: { x: 156, y: 175, anchor: 'start' } },
  'ca-loss': { d: 'M340,102 L205,240', label: { x: 262, y: 214, anchor: 'start' } },
  'fr-loss': { d: 'M330,275 L210,275', label: { x: 270, y: 267, anchor: 'middle' } },
  'cwr-loss': { d: 'M715,102 C760,390 260,380 180,310', label: { x: 560, y: 352, anchor: 'middle' } },
};

/** The arrow into slow start at the start of the connection. */
export const START = { d: 'M0,71 L30,71', label: { x: 0, y: 62 } };
