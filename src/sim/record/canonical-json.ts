// Canonical JSON: object keys sorted (by UTF-16 code units), no whitespace, every number and string
// exactly as JSON.stringify writes it (NaN and +-Infinity as null, -0 as 0), undefined members left
// out. Equal records give equal bytes in every JavaScript engine (number printing is the shortest
// round-trip form, which V8, SpiderMonkey and JavaScriptCore all produce), so the SHA-256 of a
// RunRecord can be compared across engines: src/sim/golden-hashes.test.ts, e2e/determinism.spec.ts.

export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null || typeof v !== 'object') {
    out.push(JSON.stringify(v) ?? 'null'); // undefined or a function inside an array: null, as JSON
    return;
  }
  if (Array.isArray(v)) {
    out.push('[');
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(',');
      write(v[i], out);
    }
    out.push(']');
    return;
  }
  const o = v as Record<string, unknown>;
  out.push('{');
  let first = true;
  for (const key of Object.keys(o).sort()) {
    const x = o[key];
    if (x === undefined || typeof x === 'function') continue;
    if (!first) out.push(',');
    first = false;
    out.push(JSON.stringify(key), ':');
    write(x, out);
  }
  out.push('}');
}
