import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';

/** The production server block shipped in `deploy/nginx/`. */
export const SITE_CONF = 'deploy/nginx/toolhive-docs.conf';

/** The build folder as the server block names it, in `root` and `include`. */
export const PRODUCTION_ROOT = '/srv/toolhive-docs/build';

/**
 * Runs Debian's nginx (`NGINX_PATH`, default `/usr/sbin/nginx`) with the
 * production server block, changed only in where it listens (127.0.0.1:port)
 * and which folder it serves (`root` and the build's `include`), as an unprivileged foreground process.
 *
 * @returns the base URL and a `stop()` that ends nginx
 * @throws Error when something already answers on the port (a server left
 *   from an earlier run would otherwise be measured or tested in its place),
 *   or when nginx is missing or does not start within 10 s
 */
export async function startNginx(
  root: string,
  port: number,
): Promise<{url: string; stop: () => void}> {
  if (await answers(`http://127.0.0.1:${port}/`)) {
    throw new Error(
      `Port ${port} already answers HTTP, perhaps an nginx left from an earlier run; stop it first.`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'toolhive-docs-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const site = readFileSync(SITE_CONF, 'utf8')
    .replace(/^\s*listen\s+[^;]+;/m, `    listen 127.0.0.1:${port};`)
    .replace(/^\s*root\s+[^;]+;/m, `    root ${resolve(root)};`)
    .replaceAll(`${PRODUCTION_ROOT}/`, `${resolve(root)}/`);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  types { application/yaml yaml yml; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-c', join(dir, 'nginx.conf'), '-p', dir],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // A missing binary (ENOENT) ends the wait below with its own message.
  child.on('error', (error) => (stderr += `${error.message} (install Debian's nginx)`));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.pid === undefined)
      throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/`);
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not start on port ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {url, stop: () => child.kill('SIGQUIT')};
}

/** Whether an HTTP server answers at `url` (any status). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {signal: AbortSignal.timeout(2000)});
    return true;
  } catch {
    return false;
  }
}
