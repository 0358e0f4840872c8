// A whole scenario in the address (?scenario=…, base64url of its JSON): lesson widgets link to a
// view with the exact scenario they ran; a view that can show it reads it with its fromScenario.
// Pure; the size limit keeps a pasted address from freezing the page.

export const SCENARIO_PARAM = 'scenario';
const MAX_CHARS = 16_000;

export function encodeScenarioParam(scenario: unknown): string {
  const json = JSON.stringify(scenario);
  const bytes = new TextEncoder().encode(json);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The scenario object, or an error word: 'size' | 'encoding' | 'json' | 'shape'. */
export function decodeScenarioParam(raw: string): { ok: true; scenario: Record<string, unknown> } | { ok: false; problem: 'size' | 'encoding' | 'json' | 'shape' } {
  if (raw.length > MAX_CHARS) return { ok: false, problem: 'size' };
  let json: string;
  try {
    const bin = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return { ok: false, problem: 'encoding' };
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problem: 'json' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'shape' };
  if (Object.keys(value).some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return { ok: false, problem: 'shape' };
  return { ok: true, scenario: value as Record<string, unknown> };
}
