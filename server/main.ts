// `npm run class [-- --port N --db PATH --dist DIR --host ADDR]`: the class server on this
// machine's network. Builds the lab first if dist/ has none. Prints the addresses students use.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { startClassServer } from './app';
import { openDb } from './db';

export interface Args {
  port: number;
  db: string;
  dist: string;
  host: string;
  build: boolean;
}

export function parseArgs(argv: readonly string[]): Args {
  const a: Args = { port: 8080, db: 'data/class.sqlite', dist: 'dist', host: '0.0.0.0', build: true };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--no-build') a.build = false;
    else if (k === '--port' && v !== undefined) {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--port: ${v} is not a port (0 to 65535)`);
      a.port = n;
      i++;
    } else if ((k === '--db' || k === '--dist' || k === '--host') && v !== undefined) {
      a[k.slice(2) as 'db' | 'dist' | 'host'] = v;
      i++;
    } else throw new Error(`unknown option ${k} (valid: --port N, --db PATH, --dist DIR, --host ADDR, --no-build)`);
  }
  return a;
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces()).flat().filter((x) => x && x.family === 'IPv4' && !x.internal).map((x) => x!.address);
}

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`class: ${(e as Error).message}`);
    process.exit(2);
  }
  const dist = resolve(args.dist);
  if (!existsSync(resolve(dist, 'index.html'))) {
    if (!args.build) {
      console.error(`class: no built lab in ${dist}: run \`npm run build\` first (or pass --dist DIR)`);
      process.exit(1);
    }
    console.log(`class: no built lab in ${dist}; building it (npx vite build --outDir ${args.dist})…`);
    const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', args.dist], { stdio: 'inherit' });
    if (r.status !== 0) {
      console.error('class: the build failed: run `npm run build` and look at its errors');
      process.exit(1);
    }
  }
  const db = openDb(resolve(args.db));
  const server = await startClassServer({ db, dist, port: args.port, host: args.host, log: (l) => console.log(`class: ${l}`) });
  console.log(`class: serving the lab and the class on port ${server.port} (database ${resolve(args.db)})`);
  for (const ip of lanAddresses()) console.log(`class: students open http://${ip}:${server.port}/class`);
  console.log(`class: the instructor opens a view's presenter console, e.g. http://localhost:${server.port}/views/bufferbloat?present=1`);
  const stop = () => {
    void server.close().then(() => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && /server[\\/]main\.ts$/.test(process.argv[1])) void main();
