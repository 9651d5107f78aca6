import type {Plugin} from '@docusaurus/types';

/** webpack keeps ProvidePlugin's map in `definitions`; Rspack in `_args[0]`. */
type BundlerPlugin = {
  constructor?: {name?: string};
  definitions?: Record<string, unknown>;
  _args?: [Record<string, unknown>?];
};

/**
 * True for the bundler plugin that redocusaurus adds to the whole site:
 * `ProvidePlugin({Prism: ['prismjs']})`. It makes every Prism language
 * component (`prismjs/components/prism-*`) register itself on the `prismjs`
 * module instead of on the instance the site's code blocks use, so the extra
 * languages of the theme (bash, powershell, docker, promql) stop highlighting.
 */
export function isPrismProvide(plugin: unknown): boolean {
  const candidate = plugin as BundlerPlugin | null;
  if (candidate?.constructor?.name !== 'ProvidePlugin') {
    return false;
  }
  const definitions = candidate.definitions ?? candidate._args?.[0] ?? {};
  return 'Prism' in definitions;
}

/**
 * Local plugin: removes redocusaurus's site-wide Prism provide. Redoc still
 * highlights its samples: it imports `prismjs` itself, which sets the global
 * Prism its language components use. Must be listed after the redocusaurus
 * preset (site plugins run after preset plugins).
 */
export default function redocPrismPlugin(): Plugin {
  return {
    name: 'redoc-prism',
    configureWebpack(config) {
      config.plugins = (config.plugins ?? []).filter((plugin) => !isPrismProvide(plugin));
      return {};
    },
  };
}
