// Colours for up to eight hosts: the profile's four series colours, then four more of similar
// weight on a white background, with a dash pattern per group of four so that hosts 1 and 5
// still differ for readers who do not tell the hues apart.
import type { ChartProfile } from '../../charts/profile';

const MORE = ['#8a6100', '#00707a', '#b0174f', '#4b5563'] as const;

export function hostColor(profile: Pick<ChartProfile, 'series'>, index: number): string {
  const all = [...profile.series, ...MORE];
  return all[index % all.length];
}

/** Solid for the first four hosts, dashed for the next four. */
export function hostDash(index: number, lineWidth: number): number[] | undefined {
  return Math.floor(index / 4) % 2 === 1 ? [lineWidth * 4, lineWidth * 2] : undefined;
}
