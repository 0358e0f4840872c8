// Pure helpers over locale trees, used by the locale tests (and handy for tooling).

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every leaf key as a dotted path, e.g. "linkPing.status.idle". */
export function leafKeys(tree: LocaleTree, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.push(path);
    else out.push(...leafKeys(v, path));
  }
  return out.sort();
}

export function leafValue(tree: LocaleTree, path: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Interpolation names used by a string: "Chapter {{n}} of {{total}}" -> ["n", "total"]. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
}
