// Views that exist today, with their stable ids (used in URLs: /views/<id>), their titles and how
// each is loaded: a view's code is its own chunk, fetched when its page opens (React.lazy in
// src/app/pages/ViewPage.tsx). What a view takes from its address is its declaration
// (src/views/declarations.ts).
import type { ComponentType } from 'react';

export const VIEW_IDS = ['link-ping', 'phase-plane', 'sawtooth', 'bufferbloat', 'sweep', 'bdp-pipe', 'frct-repair', 'loss-not-congestion', 'fairness'] as const;
export type ViewId = (typeof VIEW_IDS)[number];

/**
 * What the page gives any view: the options its address asks for, and where failures and valid
 * changes go. Each view reads its own options type; to the page they are opaque objects.
 */
export interface MountedViewProps {
  initial?: object;
  onRunError?(message: string): void;
  onOptionsChange?(options: object): void;
}
export type ViewComponent = ComponentType<MountedViewProps>;

export interface ViewInfo {
  id: ViewId;
  titleKey: string;
  descriptionKey: string;
  /** The view's module, fetched on first use. */
  load(): Promise<ViewComponent>;
}

export const VIEWS: readonly ViewInfo[] = [
  { id: 'link-ping', titleKey: 'views.linkPing.title', descriptionKey: 'views.linkPing.description', load: () => import('./LinkPing/LinkPing').then((m) => m.LinkPing) },
  { id: 'phase-plane', titleKey: 'views.phasePlane.title', descriptionKey: 'views.phasePlane.description', load: () => import('./PhasePlane/PhasePlane').then((m) => m.PhasePlane) },
  { id: 'sawtooth', titleKey: 'views.sawtooth.title', descriptionKey: 'views.sawtooth.description', load: () => import('./Sawtooth/Sawtooth').then((m) => m.Sawtooth) },
  { id: 'bufferbloat', titleKey: 'views.bufferbloat.title', descriptionKey: 'views.bufferbloat.description', load: () => import('./Bufferbloat/Bufferbloat').then((m) => m.Bufferbloat) },
  { id: 'sweep', titleKey: 'views.sweep.title', descriptionKey: 'views.sweep.description', load: () => import('./Sweep/Sweep').then((m) => m.Sweep) },
  { id: 'bdp-pipe', titleKey: 'views.bdpPipe.title', descriptionKey: 'views.bdpPipe.description', load: () => import('./BdpPipe/BdpPipe').then((m) => m.BdpPipe) },
  { id: 'frct-repair', titleKey: 'views.frctRepair.title', descriptionKey: 'views.frctRepair.description', load: () => import('./FrctRepair/FrctRepair').then((m) => m.FrctRepair) },
  { id: 'loss-not-congestion', titleKey: 'views.lossNotCongestion.title', descriptionKey: 'views.lossNotCongestion.description', load: () => import('./LossNotCongestion/LossNotCongestion').then((m) => m.LossNotCongestion) },
  { id: 'fairness', titleKey: 'views.fairness.title', descriptionKey: 'views.fairness.description', load: () => import('./Fairness/Fairness').then((m) => m.Fairness) },
];

export function viewById(id: string): ViewInfo | undefined {
  return VIEWS.find((v) => v.id === id);
}
