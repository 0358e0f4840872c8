import type { LocaleTree } from './keys';

/** Merges b into a copy of a; a key defined as a string on both sides is an error (two owners). */
export function mergeTrees(a: LocaleTree, b: LocaleTree, where = ''): LocaleTree {
  const out: LocaleTree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const path = where ? `${where}.${k}` : k;
    const mine = out[k];
    if (mine === undefined) out[k] = v;
    else if (typeof mine !== 'string' && typeof v !== 'string') out[k] = mergeTrees(mine, v, path);
    else throw new Error(`locale key ${path} is defined twice`);
  }
  return out;
}
