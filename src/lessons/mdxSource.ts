// Reading a chapter's MDX source without compiling it: the block tags in order with their
// attributes (for the es/en parity test), and the prose with code and tags taken out (for the
// number-format check). Fenced code and inline code spans are not prose.

export interface BlockTag {
  name: string;
  /** Attribute name -> its source: a string's value, or an expression's text without braces. */
  attrs: Record<string, string>;
  /** Line (1-based) where the tag starts. */
  line: number;
}

/** Code (fenced blocks, inline spans) replaced by spaces, so offsets and lines stay the same. */
export function blankCode(source: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]+`/g, blank);
}

/** Reads one attribute value starting at `i` (a quote or a brace); returns [value, next index]. */
function readValue(s: string, i: number): [string, number] {
  const q = s[i];
  if (q === '"' || q === "'") {
    const end = s.indexOf(q, i + 1);
    return end < 0 ? [s.slice(i + 1), s.length] : [s.slice(i + 1, end), end + 1];
  }
  // A JS expression in braces: count braces outside strings.
  let depth = 0;
  let quote: string | null = null;
  for (let j = i; j < s.length; j++) {
    const c = s[j];
    if (quote) {
      if (c === '\\') j++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return [s.slice(i + 1, j).trim(), j + 1];
  }
  return [s.slice(i + 1), s.length];
}

/** Every opening tag of the named components, in source order. */
export function blockTags(source: string, names: readonly string[]): BlockTag[] {
  const s = blankCode(source);
  const out: BlockTag[] = [];
  const open = /<([A-Z][A-Za-z0-9]*)(?=[\s/>])/g;
  let m: RegExpExecArray | null;
  while ((m = open.exec(s))) {
    if (!names.includes(m[1])) continue;
    const attrs: Record<string, string> = {};
    let i = m.index + m[0].length;
    for (;;) {
      while (/\s/.test(s[i] ?? '')) i++;
      if (i >= s.length || s[i] === '>' || s.startsWith('/>', i)) break;
      const name = /^[A-Za-z_][\w-]*/.exec(s.slice(i));
      if (!name) break;
      i += name[0].length;
      if (s[i] === '=') {
        const [value, next] = readValue(s, i + 1);
        attrs[name[0]] = value;
        i = next;
      } else attrs[name[0]] = 'true';
    }
    out.push({ name: m[1], attrs, line: s.slice(0, m.index).split('\n').length });
    open.lastIndex = i;
  }
  return out;
}

/** The prose: code blanked, and every JSX tag (with its attributes) and {expression} removed. */
export function proseOf(source: string): string {
  const s = blankCode(source);
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '<' && /[A-Za-z/]/.test(s[i + 1] ?? '')) {
      // Skip to the tag's end, over quoted values and braces.
      let j = i + 1;
      while (j < s.length && s[j] !== '>') {
        if (s[j] === '"' || s[j] === "'" || s[j] === '{') j = readValue(s, j)[1];
        else j++;
      }
      out += ' ';
      i = j + 1;
    } else if (c === '{') {
      out += ' ';
      i = readValue(s, i)[1];
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Decimals written the other language's way, with a little context, for the parity test. */
export function foreignDecimals(prose: string, lang: 'es' | 'en'): string[] {
  const found: string[] = [];
  // English writes 0.5 and groups thousands with commas (250,000): a comma before anything but
  // exactly three digits (or after a leading 0) is a Spanish decimal.
  // Spanish writes 0,5 and groups thousands with a space or a point from five digits (100.000,
  // per GLOSSARY.md): any other point between digits is an English decimal. Dotted sequences of
  // three or more numbers (section 3.7.1, an address 10.0.0.1) are not decimals.
  const pattern = lang === 'en' ? /\d+(?:,\d+)+/g : /\d+(?:\.\d+)+/g;
  for (const m of prose.matchAll(pattern)) {
    const text = m[0];
    const before = prose[(m.index ?? 0) - 1] ?? '';
    const after = prose[(m.index ?? 0) + text.length] ?? '';
    if (/[\w.,]/.test(before) || /\w/.test(after)) continue; // part of a word, an identifier or a longer number
    const parts = text.split(lang === 'en' ? ',' : '.');
    const grouped = parts[0] !== '0' && parts[0].length <= 3 && parts.slice(1).every((p) => p.length === 3);
    const thousands = grouped && (lang === 'en' || parts.join('').length >= 5);
    if (thousands || (lang === 'es' && parts.length >= 3)) continue;
    found.push(text);
  }
  return found;
}
