// The lab as an instructor deploys it: built with --base /sierra/ and served by Debian's nginx with
// the documented rules (deploy/nginx/sierra-locations.conf, included as it is). The folder holds
// two versions of the build (v1, and v2 as the next deployment would make it) and a `current`
// link the server's root follows, so a test can deploy v2 while a student has v1 offline.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const NGINX = process.env.SIERRA_NGINX ?? '/usr/sbin/nginx';
export const NGINX_PORT = Number(process.env.SIERRA_NGINX_PORT ?? 4330);
export const BASE = '/sierra/';
export const ROOT_URL = `http://127.0.0.1:${NGINX_PORT}`;
export const LAB_URL = `${ROOT_URL}${BASE}`;
const REPO = resolve(import.meta.dirname, '../..');
export const DIR = join(REPO, `dist-nginx-${NGINX_PORT}`);
export const LOCATIONS_CONF = join(REPO, 'deploy/nginx/sierra-locations.conf');
const CONF = join(DIR, 'nginx.conf');

/** The build a version's files are in (the lab itself in <version>/sierra/). */
export const versionDir = (v: 'v1' | 'v2') => join(DIR, v);

export function buildVersions(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--base', BASE, '--outDir', join(versionDir('v1'), 'sierra')], { cwd: REPO, stdio: 'inherit' });
  makeNextVersion();
  deploy('v1');
}

/**
 * The next deployment, as a new build makes it: index.html changes (a marker the tests look for)
 * and sw.js precaches its new revision, so a returning student's service worker finds an update.
 */
function makeNextVersion(): void {
  const v2 = join(versionDir('v2'), 'sierra');
  cpSync(join(versionDir('v1'), 'sierra'), v2, { recursive: true });
  const indexPath = join(v2, 'index.html');
  const before = readFileSync(indexPath, 'utf8');
  const after = before.replace('<head>', '<head>\n    <meta name="sierra-deployment" content="v2">');
  if (after === before) throw new Error('index.html has no <head> to mark');
  writeFileSync(indexPath, after);
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const swPath = join(v2, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const revised = sw.replace(`{url:"index.html",revision:"${md5(before)}"}`, `{url:"index.html",revision:"${md5(after)}"}`);
  if (revised === sw) throw new Error('sw.js does not precache index.html with its md5 revision (has vite-plugin-pwa changed?)');
  writeFileSync(swPath, revised);
  // A real deployment comes minutes or weeks later. Made in the same second as v1, the new sw.js
  // would have v1's size and Last-Modified, so nginx's ETag (mtime and size) would match and the
  // browser's update check would get a 304 and never see the new version.
  const later = new Date(statSync(join(versionDir('v1'), 'sierra', 'sw.js')).mtimeMs + 3_600_000);
  for (const file of [indexPath, swPath]) utimesSync(file, later, later);
}

/** Points the server at a version (an atomic rename of the link, as a deployment script would). */
export function deploy(v: 'v1' | 'v2'): void {
  const tmp = join(DIR, 'current.next');
  rmSync(tmp, { force: true });
  symlinkSync(versionDir(v), tmp);
  renameSync(tmp, join(DIR, 'current'));
}

function conf(): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${join(DIR, 'tmp', k)};`).join('\n');
  // As root nginx's workers would run as nobody, who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${join(DIR, 'nginx.pid')};
error_log ${join(DIR, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${join(DIR, 'access.log')};
  sendfile on;
${temp}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    server_name localhost;
    root ${join(DIR, 'current')};
    location = / { return 302 ${BASE}; }
    include ${LOCATIONS_CONF};
  }
}
`;
}

export function startNginx(): void {
  stopNginx();
  mkdirSync(join(DIR, 'tmp'), { recursive: true });
  writeFileSync(CONF, conf());
  const args = ['-p', DIR, '-e', join(DIR, 'error.log'), '-c', CONF];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  execFileSync(NGINX, args, { stdio: 'inherit' });
}

export function stopNginx(): void {
  if (!existsSync(join(DIR, 'nginx.pid')) || !existsSync(CONF)) return;
  spawnSync(NGINX, ['-p', DIR, '-e', join(DIR, 'error.log'), '-c', CONF, '-s', 'quit'], { stdio: 'ignore' });
  for (let i = 0; i < 50 && existsSync(join(DIR, 'nginx.pid')); i++) execFileSync('sleep', ['0.1']);
}
