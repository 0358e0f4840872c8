// Distinct colours for the configurations: the profile's series colours first (they follow
// projector mode), then further ones of similar strength.
import type { ChartProfile } from '../../charts/profile';

const EXTRA = ['#00838f', '#ad1457', '#6d5a00', '#37474f', '#5c6bc0', '#8d6e63', '#2e7d32', '#d84315'];

export function paletteColor(profile: ChartProfile, index: number): string {
  const all = [...profile.series, ...EXTRA];
  return all[index % all.length];
}
