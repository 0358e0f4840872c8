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
  slowStart: { x: 40, y: 50, w: 180, h: 62 },
  avoidance: { x: 330, y: 50, w: 210, h: 62 },
  cwr: { x: 625, y: 50, w: 175, h: 62 },
  recovery: { x: 300, y: 210, w: 280, h: 80 },
  loss: { x: 40, y: 214, w: 180, h: 72 },
};

export interface EdgeGeometry {
  d: string;
  /** Where the label goes and how it is anchored. */
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
}

export const EDGES: Record<Exclude<SmEdgeId, 'other'>, EdgeGeometry> = {
  'ss-ca': { d: 'M220,72 L330,72', label: { x: 275, y: 62, anchor: 'middle' } },
  'ss-fr': { d: 'M185,112 L330,210', label: { x: 262, y: 150, anchor: 'start' } },
  'ca-fr': { d: 'M400,112 L400,210', label: { x: 392, y: 168, anchor: 'end' } },
  'fr-ca': { d: 'M480,210 L480,112', label: { x: 488, y: 160, anchor: 'start' } },
  'ss-cwr': { d: 'M130,50 C130,2 712,2 712,50', label: { x: 420, y: 22, anchor: 'middle' } },
  'ca-cwr': { d: 'M540,68 L625,68', label: { x: 582, y: 60, anchor: 'middle' } },
  'cwr-ca': { d: 'M625,96 L540,96', label: { x: 582, y: 110, anchor: 'middle' } },
  'ss-loss': { d: 'M90,112 L90,214', label: { x: 84, y: 168, anchor: 'end' } },
  'loss-ss': { d: 'M150,214 L150,112', label: { x: 156, y: 178, anchor: 'start' } },
  'ca-loss': { d: 'M350,112 L215,214', label: { x: 300, y: 190, anchor: 'end' } },
  'fr-loss': { d: 'M300,262 L220,262', label: { x: 260, y: 254, anchor: 'middle' } },
  'cwr-loss': { d: 'M712,112 C740,380 260,360 200,286', label: { x: 560, y: 330, anchor: 'middle' } },
};

/** The arrow into slow start at the start of the connection. */
export const START = { d: 'M0,81 L40,81', label: { x: 2, y: 72 } };
