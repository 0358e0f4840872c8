// Cake's SCE marking ramp (draft "Some Congestion Experienced One and Two-Flow Tests", section on
// sce-single): by default the probability of an SCE mark rises linearly from 0 when a packet's
// sojourn exceeds half the CoDel target to 1 when it reaches the target. `single` starts the ramp
// at the target with the same slope (so it reaches 1 at 1.5 x target). `sce_thresh` (2..1024 in
// the draft, where 8 gives a ramp "halfway in-between") is read here as a ramp start of
// target x (1 - 2 / sce_thresh): 4 is the default ramp, 8 starts at 3/4 of the target (halfway),
// 1024 is within 0.2 % of `single`; 2 and 3 start earlier than the default.

export type SceMode = 'default' | 'single' | 'off';

/** The ramp as [start, width] in ns; width 0 means no SCE marking. */
export interface SceRamp {
  startNs: number;
  widthNs: number;
}

export function sceRamp(targetNs: number, mode: SceMode, sceThresh: number | null): SceRamp {
  if (mode === 'off') return { startNs: Infinity, widthNs: 0 };
  const widthNs = targetNs / 2;
  if (sceThresh !== null) return { startNs: targetNs * (1 - 2 / sceThresh), widthNs };
  return { startNs: mode === 'single' ? targetNs : targetNs / 2, widthNs };
}

/** SCE mark probability for a sojourn: 0 up to the ramp start, linear over one width, then 1. */
export function sceProbability(r: SceRamp, sojournNs: number): number {
  if (r.widthNs === 0 || sojournNs <= r.startNs) return 0;
  const x = (sojournNs - r.startNs) / r.widthNs;
  return x >= 1 ? 1 : x;
}
