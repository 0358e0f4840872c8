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

/**
 * The keys without Spanish's extra plural form: CLDR gives Spanish "many" for exact millions
 * (1 000 000 corridas de millones), English has only "one" and "other", so `x_many` exists in
 * es.json only. Compare languages' keys after this.
 */
export function withoutManyForms(keys: readonly string[]): string[] {
  const set = new Set(keys);
  return keys.filter((k) => !(k.endsWith('_many') && set.has(`${k.slice(0, -'_many'.length)}_other`)));
}

/**
 * A copy of a Spanish tree where each plural group without its "many" form gets its "other" text
 * for it (i18next asks for key_many at exact millions and shows the raw key when it is missing;
 * Spanish writes those like any other plural: "1 000 000 corridas").
 */
export function withManyForms(tree: LocaleTree): LocaleTree {
  const out: LocaleTree = {};
  for (const [k, v] of Object.entries(tree)) {
    out[k] = typeof v === 'string' ? v : withManyForms(v);
    if (typeof v === 'string' && k.endsWith('_other')) {
      const many = `${k.slice(0, -'_other'.length)}_many`;
      if (!(many in tree)) out[many] = v;
    }
  }
  return out;
}

/** Plural groups (key_other) missing one of `forms` (e.g. ['one', 'other', 'many'] for Spanish). */
export function incompletePlurals(keys: readonly string[], forms: readonly string[]): string[] {
  const set = new Set(keys);
  return keys
    .filter((k) => k.endsWith('_other'))
    .map((k) => k.slice(0, -'_other'.length))
    .filter((base) => forms.some((f) => !set.has(`${base}_${f}`)));
}
