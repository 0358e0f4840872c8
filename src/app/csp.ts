// The built lab's Content-Security-Policy: a meta tag in the built index.html (vite.config.ts; it
// travels with the static files to any host) and the same as a header of `vite preview`. No inline
// script and no eval anywhere (zod runs without compiling: src/sim/no-eval.ts); scripts, workers
// (the simulation worker, the service worker) and styles from the site itself. Inline style
// *attributes* are allowed: D3 and the figure export write `style="…"` on SVG elements (React sets
// styles through the CSSOM, which CSP does not govern); <style> elements stay refused.
// Images may be data: or blob: URLs (the PNG export draws the figure's SVG through them).

export const CSP_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'worker-src': "'self'",
  'style-src': "'self'",
  'style-src-attr': "'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'manifest-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
};

/** The policy as a meta tag carries it (frame-ancestors is not allowed there). */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES).map(([k, v]) => `${k} ${v}`).join('; ');

/** The header form adds what only a header can say: no page may frame the lab. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;
