import {buildSync} from 'esbuild';

/**
 * The text of an inline `<script>` compiled from a TypeScript module: the
 * module and what it imports, bundled by esbuild into one immediately
 * invoked function, minified, for ES2017 browsers, in ASCII. The module is
 * type-checked and linted like the rest of the site; it reads what differs
 * between sites from the constant `INLINE_SETTINGS` (declared in the
 * module), which the compiler replaces with `settings` as JSON.
 *
 * The text depends only on the module and `settings`, so every page that
 * carries it carries the same text, and the Content-Security-Policy allows
 * it by one hash computed from the built pages (`plugins/nginx`).
 *
 * @param entry absolute path of the module
 * @param settings JSON-serialisable value for `INLINE_SETTINGS`, if the module reads it
 * @returns the script's source, without a trailing newline
 * @throws esbuild's error, naming the file and line, when the module does not compile
 */
export function inlineScript(entry: string, settings?: unknown): string {
  const define: Record<string, string> =
    settings === undefined ? {} : {INLINE_SETTINGS: JSON.stringify(settings)};
  const {outputFiles} = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2017',
    minify: true,
    charset: 'ascii',
    legalComments: 'none',
    define,
    logLevel: 'silent',
  });
  return outputFiles[0]!.text.trim();
}
