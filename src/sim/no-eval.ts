// Imported first by the page (src/app/main.tsx) and the worker (workers/sim.worker.ts), before any
// schema is built: zod compiles fast object parsers with `new Function` unless told not to, and
// the built lab's Content-Security-Policy (src/app/csp.ts) allows no eval. Without this, zod's
// probe for eval is refused and reported as a CSP violation. The command line keeps the fast path.
import { config } from 'zod';

config({ jitless: true });
