// Simulated time is an integer count of nanoseconds held in a JS number (exact up to 2^53 ns, ~104 days).
export const NS_PER_US = 1e3;
export const NS_PER_MS = 1e6;
export const NS_PER_S = 1e9;

/** Milliseconds to integer nanoseconds (rounded so every scheduled time stays integral). */
export function msToNs(ms: number): number {
  return Math.round(ms * NS_PER_MS);
}

export function sToNs(s: number): number {
  return Math.round(s * NS_PER_S);
}

export function nsToS(ns: number): number {
  return ns / NS_PER_S;
}

export function nsToMs(ns: number): number {
  return ns / NS_PER_MS;
}

/** Nanoseconds needed to put one byte on a wire of `rateMbps` Mbit/s (8 bits / rate). */
export function nsPerByte(rateMbps: number): number {
  return 8000 / rateMbps;
}
