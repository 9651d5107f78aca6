import {parseAllDocuments} from 'yaml';

import type {CrdModel} from './schema';

/**
 * Checks that a manifest of the custom resource uses only field paths that
 * exist in the CRD data. `metadata` and anything below a field that points at
 * a standard Kubernetes type (such as `spec.podTemplateSpec`) follow the
 * Kubernetes API and are not checked here.
 *
 * @returns one message per unknown field path, e.g. `spec.colour: no such field`
 */
export function unknownFieldPaths(manifest: unknown, model: CrdModel): string[] {
  const known = new Map(model.paths.map((entry) => [entry.path, entry.field]));
  const problems: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      value.forEach((item) => walk(item, `${prefix}[]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const field = known.get(path);
      if (!field) {
        problems.push(`${path}: no such field in ${model.kind}`);
        continue;
      }
      if (field.kubernetesRef || (field.type.startsWith('map') && !field.ref)) continue;
      if (field.enum && typeof child === 'string' && !field.enum.includes(child)) {
        problems.push(`${path}: "${child}" is not one of ${field.enum.join(', ')}`);
      }
      walk(child, path);
    }
  };
  walk(manifest, '');
  return problems;
}

/**
 * Finds YAML documents of this resource's kind in a YAML text (a docs code
 * block may hold several documents) and checks each.
 *
 * @throws Error when the YAML does not parse
 */
export function checkManifestText(text: string, model: CrdModel): string[] {
  const problems: string[] = [];
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length) {
      throw new Error(document.errors[0]!.message);
    }
    const value = document.toJS() as {kind?: unknown; apiVersion?: unknown} | null;
    if (value?.kind !== model.kind) continue;
    if (value.apiVersion !== `${model.group}/${model.version}`) {
      problems.push(`apiVersion: expected ${model.group}/${model.version}`);
    }
    problems.push(...unknownFieldPaths(value, model));
  }
  return problems;
}
