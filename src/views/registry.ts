// Views that exist today, with their stable ids (used in URLs: /views/<id>).
// The component map lives in src/app (the shell decides how a view is mounted as a page).
import type { ViewId } from '../lessons/chapters';

export interface ViewInfo {
  id: ViewId;
  titleKey: string;
  descriptionKey: string;
}

export const VIEWS: readonly ViewInfo[] = [
  { id: 'link-ping', titleKey: 'views.linkPing.title', descriptionKey: 'views.linkPing.description' },
  { id: 'phase-plane', titleKey: 'views.phasePlane.title', descriptionKey: 'views.phasePlane.description' },
  { id: 'sawtooth', titleKey: 'views.sawtooth.title', descriptionKey: 'views.sawtooth.description' },
  { id: 'bufferbloat', titleKey: 'views.bufferbloat.title', descriptionKey: 'views.bufferbloat.description' },
  { id: 'sweep', titleKey: 'views.sweep.title', descriptionKey: 'views.sweep.description' },
  { id: 'bdp-pipe', titleKey: 'views.bdpPipe.title', descriptionKey: 'views.bdpPipe.description' },
  { id: 'frct-repair', titleKey: 'views.frctRepair.title', descriptionKey: 'views.frctRepair.description' },
  { id: 'loss-not-congestion', titleKey: 'views.lossNotCongestion.title', descriptionKey: 'views.lossNotCongestion.description' },
  { id: 'fairness', titleKey: 'views.fairness.title', descriptionKey: 'views.fairness.description' },
];

export function viewById(id: string): ViewInfo | undefined {
  return VIEWS.find((v) => v.id === id);
}
