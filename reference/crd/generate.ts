import {resolve} from 'node:path';

import {
  codeBlock,
  generatedBanner,
  inlineCode,
  markdownFlavour,
  MDX_FLAVOUR,
  yamlString,
  type Flavour,
} from '../markdown';
import {writeIfChanged} from '../write';
import {loadCrdModel, type CrdField, type CrdModel} from './schema';

/** The generated CRD reference page. */
export const CRD_PAGE_FILE = resolve('docs/toolhive/reference/crd-spec.mdx');

/** Heading anchor Docusaurus gives a type section (`### MCPServerSpec` → `mcpserverspec`). */
export function typeAnchor(name: string): string {
  return name.toLowerCase();
}

function typeCell(field: CrdField, f: Flavour): string {
  if (field.ref) {
    const [before = '', ...after] = field.type.split(field.ref);
    const link = `[${field.ref}](${f.href(`#${typeAnchor(field.ref)}`)})`;
    return `${f.cell(before)}${link}${f.cell(after.join(field.ref))}`;
  }
  if (field.kubernetesRef) {
    return `[${f.cell(field.type)}](${field.kubernetesRef})`;
  }
  return f.cell(field.type);
}

function defaultCell(field: CrdField): string {
  return field.default === undefined ? '' : inlineCode(JSON.stringify(field.default));
}

function descriptionCell(field: CrdField, f: Flavour): string {
  const parts = [f.cell(field.description)];
  if (field.enum) {
    parts.push(`One of: ${field.enum.map((value) => inlineCode(value)).join(', ')}.`);
  }
  return parts.join(' ');
}

/**
 * Renders the CRD reference page as MDX.
 *
 * @param model the validated CRD model
 * @returns the page text, ending with a newline
 */
export function renderCrdPage(model: CrdModel = loadCrdModel()): string {
  const apiVersion = `${model.group}/${model.version}`;
  const out: string[] = [
    '---',
    `title: ${yamlString(`${model.kind} CRD reference`)}`,
    `description: ${yamlString(`Every field of the ToolHive ${model.kind} custom resource (${apiVersion}) with its type, default and accepted values, plus a complete example manifest.`)}`,
    '---',
    '',
    generatedBanner('reference/crd/mcpserver.json', 'reference/crd/generate.ts'),
    '',
    ...crdBody(model, MDX_FLAVOUR),
  ];
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * The Markdown twin's body of the CRD page (everything below the title),
 * from the same data as {@link renderCrdPage}: GitHub-flavoured Markdown
 * with absolute links, for `plugins/llms`.
 *
 * @param siteUrl the site's URL without a trailing slash
 * @param route the page's route (`/toolhive/reference/crd-spec`), for its anchors
 * @returns the body, ending with a newline
 */
export function renderCrdMarkdown(
  siteUrl: string,
  route: string,
  model: CrdModel = loadCrdModel(),
): string {
  const f = markdownFlavour(siteUrl, `${siteUrl}${route}`);
  return `${crdBody(model, f).join('\n').trimEnd()}\n`;
}

/** The lines of the CRD page below its title, in the given flavour. */
function crdBody(model: CrdModel, f: Flavour): string[] {
  const apiVersion = `${model.group}/${model.version}`;
  const out: string[] = [
    f.markdown(model.description.trim()),
    '',
    '## Resource at a glance',
    '',
    '| Property | Value |',
    '| --- | --- |',
    `| API version | ${inlineCode(apiVersion)} |`,
    `| Kind | ${inlineCode(model.kind)} |`,
    `| Plural name | ${inlineCode(model.plural)} |`,
    `| Scope | ${f.cell(model.scope)} |`,
    `| Shipped in | Helm chart ${inlineCode(model.chart.name)} ${f.cell(model.chart.version)} (ToolHive ${f.cell(model.toolhiveVersion)}) |`,
    `| ${inlineCode(`kubectl get ${model.plural}`)} columns | ${model.printerColumns.map((c) => `${f.cell(c.name)} (${inlineCode(c.jsonPath)})`).join(', ')} |`,
    '',
    '## Example manifest',
    '',
    `This manifest uses only fields described on this page. Apply it with ${inlineCode('kubectl apply -f mcpserver.yaml')}.`,
    '',
    codeBlock(model.example.trimEnd(), 'yaml title="mcpserver.yaml"'),
    '',
    '## All field paths',
    '',
    `Every field of ${inlineCode(model.kind)}, written as a path from the top of the manifest (${inlineCode('[]')} marks the items of a list). Follow a type to see the description of each field.`,
    '',
    '| Path | Type | Required | Default |',
    '| --- | --- | --- | --- |',
  ];
  for (const {path, field, owner} of model.paths) {
    out.push(
      `| [${inlineCode(path)}](${f.href(`#${typeAnchor(owner)}`)}) | ${typeCell(field, f)} | ${field.required ? 'Yes' : 'No'} | ${defaultCell(field)} |`,
    );
  }
  out.push('', '## Types', '');
  for (const type of model.types) {
    out.push(`### ${type.name}`, '', f.cell(type.description), '');
    if (type.values) {
      out.push(`Values: ${type.values.map((value) => inlineCode(value)).join(', ')}.`, '');
    }
    if (type.fields) {
      out.push(
        '| Field | Type | Required | Default | Description |',
        '| --- | --- | --- | --- | --- |',
      );
      for (const field of type.fields) {
        out.push(
          `| ${f.anchor(fieldAnchor(type.name, field.name), inlineCode(field.name))} | ${typeCell(field, f)} | ${field.required ? 'Yes' : 'No'} | ${defaultCell(field)} | ${descriptionCell(field, f)} |`,
        );
      }
      out.push('');
    }
  }
  return out;
}

/**
 * The anchor of a field's row in its type's table (`mcpserverspec-image`),
 * so links and search results can point at one field. Type and field names
 * are Go and JSON identifiers (`reference/crd/schema.ts`).
 */
export function fieldAnchor(typeName: string, fieldName: string): string {
  return `${typeName}-${fieldName}`.toLowerCase();
}

/** Writes the CRD page when it differs from the rendered text; returns the file path. */
export function writeCrdPage(file: string = CRD_PAGE_FILE): string {
  writeIfChanged(file, renderCrdPage());
  return file;
}
