import type {
  ArrowFunctionExpression,
  Expression,
  ImportDeclaration,
  Identifier,
  ImportSpecifier,
  Node,
  Program,
} from 'estree';
import {visit} from 'estree-util-visit';

/**
 * The components whose children MDX hands over as a function: the static
 * section itself and the registry catalogue's entry, which passes its
 * children on to one (`src/components/RegistryCatalogue/`).
 */
export const DEFERRED_CHILDREN = ['StaticSection', 'RegistryEntry'] as const;

/** Options of {@link recmaDeferChildren}. */
export interface RecmaDeferChildrenOptions {
  /** Local names of the components, as the MDX file imports them. */
  components: readonly string[];
}

/** The module MDX's compiled JSX calls come from (automatic runtime, production). */
const JSX_RUNTIME = 'react/jsx-runtime';

function jsxRuntimeImport(tree: Program): ImportDeclaration | undefined {
  return tree.body.find(
    (node): node is ImportDeclaration =>
      node.type === 'ImportDeclaration' && node.source.value === JSX_RUNTIME,
  );
}

/** The local name the runtime import binds to `imported`, if it imports it. */
function importedName(runtime: ImportDeclaration, imported: string): string | undefined {
  const specifier = runtime.specifiers.find(
    (s): s is ImportSpecifier =>
      s.type === 'ImportSpecifier' &&
      s.imported.type === 'Identifier' &&
      s.imported.name === imported,
  );
  return specifier?.local.name;
}

/**
 * The local name the runtime import binds to `imported`, adding
 * `imported as _<imported>` to the import when the file does not import it.
 */
function runtimeName(runtime: ImportDeclaration, imported: string): string {
  const existing = importedName(runtime, imported);
  if (existing !== undefined) return existing;
  const local = `_${imported}`;
  runtime.specifiers.push({
    type: 'ImportSpecifier',
    imported: {type: 'Identifier', name: imported},
    local: {type: 'Identifier', name: local},
  });
  return local;
}

const identifier = (name: string): Identifier => ({type: 'Identifier', name});

/**
 * Recma plugin (runs on MDX's compiled output): for the components named in
 * `components`, `_jsx(StaticSection, {…, children: X})` becomes
 * `_jsx(StaticSection, {…, children: () => X})`.
 *
 * MDX builds every element of a page when the page's content component
 * renders, including those inside a static section, which on its first load
 * shows the server's HTML and never looks at them; on the API reference the
 * sections hold nearly all of the page. As a function, the
 * children are built only when the section renders them: on the server,
 * and after a client-side navigation.
 *
 * A `_jsxs` call (children given as an array) keeps its children in a
 * fragment, `_jsx(StaticSection, {children: () => _jsxs(_Fragment,
 * {children: […]})})`, so that they stay a static list, as React expects;
 * the runtime import gains `jsx` and `Fragment` when the file lacks them.
 */
export default function recmaDeferChildren({components}: RecmaDeferChildrenOptions) {
  const names = new Set(components);
  return (tree: Program): void => {
    const runtime = jsxRuntimeImport(tree);
    if (!runtime) return;
    const jsx = importedName(runtime, 'jsx');
    const jsxs = importedName(runtime, 'jsxs');
    visit(tree, (node: Node) => {
      if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier') return;
      const callee = node.callee.name;
      if (callee !== jsx && callee !== jsxs) return;
      const [type, props] = node.arguments;
      if (type?.type !== 'Identifier' || !names.has(type.name)) return;
      if (props?.type !== 'ObjectExpression') return;
      const children = props.properties.find(
        (p) =>
          p.type === 'Property' &&
          !p.computed &&
          p.key.type === 'Identifier' &&
          p.key.name === 'children',
      );
      if (children?.type !== 'Property') return;
      let body = children.value as Expression;
      if (callee === jsxs) {
        body = {
          type: 'CallExpression',
          optional: false,
          callee: identifier(callee),
          arguments: [
            identifier(runtimeName(runtime, 'Fragment')),
            {
              type: 'ObjectExpression',
              properties: [
                {
                  type: 'Property',
                  key: identifier('children'),
                  value: body,
                  kind: 'init',
                  computed: false,
                  method: false,
                  shorthand: false,
                },
              ],
            },
          ],
        };
        node.callee = identifier(runtimeName(runtime, 'jsx'));
      }
      const thunk: ArrowFunctionExpression = {
        type: 'ArrowFunctionExpression',
        params: [],
        body,
        expression: true,
        async: false,
        generator: false,
      };
      children.value = thunk;
    });
  };
}
