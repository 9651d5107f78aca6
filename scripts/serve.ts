/**
 * `tsx scripts/serve.ts <folder> <port>`: serves a build with the
 * production nginx server block (see {@link startNginx}) on
 * 127.0.0.1:<port> until this process is stopped. The end-to-end tests'
 * web server (`playwright.config.ts`), so that every test runs against what
 * production serves, its Content-Security-Policy included.
 */
import {startNginx} from './nginx';

const [root, port] = process.argv.slice(2);
if (!root || !port || !/^\d+$/.test(port)) {
  console.error('Usage: tsx scripts/serve.ts <build folder> <port>');
  process.exit(2);
}
void startNginx(root, Number(port)).then(
  (server) => {
    console.log(`Serving ${root} with nginx at ${server.url}`);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        server.stop();
        process.exit(0);
      });
    }
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
