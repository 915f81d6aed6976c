/*
 * A script-free API reference rendered from the spec, served at /api/docs when the build did not
 * produce Redoc's page (dist/api-docs.html). Operations grouped by tag, with their security,
 * parameters, body schema and responses; schemas named by their $ref.
 */

// The parts of an OpenAPI 3 document this page reads; any of them may be a $ref.
interface Ref {
  $ref?: string;
}
interface Schema extends Ref {
  type?: string;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  nullable?: boolean;
  description?: string;
}
interface Parameter extends Ref {
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Response extends Ref {
  description?: string;
  content?: Record<string, { schema?: Schema }>;
}
type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: SecurityRequirement[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type PathItem = { parameters?: Parameter[] } & { [M in (typeof METHODS)[number]]?: Operation };
export interface ApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, PathItem>;
  security?: SecurityRequirement[];
}

const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const refName = (schema: Schema | undefined): string =>
  !schema ? '' : schema.$ref ? String(schema.$ref).split('/').pop()! : schema.type === 'array' ? `${refName(schema.items)}[]` : (schema.type ?? 'object');

/** The object a $ref points to within the document, taken to be of the kind the reference stands for. */
function resolve<T extends Ref>(doc: ApiDocument, item: T): T {
  if (!item.$ref) return item;
  const target = item.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
  return target as T;
}

function schemaTable(doc: ApiDocument, schema: Schema | undefined): string {
  const s = resolve<Schema>(doc, schema ?? {});
  if (!s?.properties) return `<p><code>${esc(refName(schema))}</code></p>`;
  const required = new Set<string>(s.required ?? []);
  const rows = Object.entries(s.properties)
    .map(([name, prop]) => {
      const p = resolve(doc, prop);
      const type = prop.$ref
        ? refName(prop)
        : p.enum
          ? p.enum.join(' | ')
          : p.type === 'array'
            ? `${refName(p.items)}[]`
            : p.format
              ? `${p.type} (${p.format})`
              : p.type;
      return `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' *' : ''}</td><td>${esc(type)}${p.nullable ? ' | null' : ''}</td><td>${esc(p.description ?? '')}</td></tr>`;
    })
    .join('');
  return `<p><code>${esc(refName(schema))}</code></p><table><tr><th>field</th><th>type</th><th>notes</th></tr>${rows}</table>`;
}

export function renderDocsPage(doc: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolve(doc, p));
      const security = (op.security ?? doc.security ?? []).map((alt) => Object.keys(alt).join(' + ') || 'anonymous').join(' or ') || 'public';
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(([type, c]) => `<h4>Body (${esc(type)})</h4>${schemaTable(doc, c.schema)}`)
            .join('')
        : '';
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => {
          const res = resolve(doc, r);
          const schema = res.content?.['application/json']?.schema;
          return `<li><b>${esc(code)}</b> ${esc(res.description)} ${schema ? `<code>${esc(refName(schema))}</code>` : ''}</li>`;
        })
        .join('');
      const html = `<section id="${esc(op.operationId)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p><b>${esc(op.summary)}</b> — <code>${esc(op.operationId)}</code> — security: ${esc(security)}</p>
${op.description ? `<p>${esc(op.description)}</p>` : ''}
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}) ${esc(refName(p.schema))} ${esc(p.description ?? '')}</li>`).join('')}</ul>` : ''}
${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${esc(tag)}">${esc(tag)}</a>`).join(' · ');
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info?.title)} — API reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:1rem}section{border-top:1px solid #ddd;padding:.5rem 0}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}.m{font-weight:700;padding:0 4px;border-radius:3px;color:#fff;background:#555}
.get{background:#2a7}.post{background:#27a}.put{background:#a72}.patch{background:#a7a}.delete{background:#a22}pre{white-space:pre-wrap}</style></head>
<body><h1>${esc(doc.info?.title)} ${esc(doc.info?.version)}</h1><pre>${esc(doc.info?.description)}</pre>
<p>Raw contract: <a href="/api/openapi.yaml">/api/openapi.yaml</a></p><nav>${nav}</nav>${sections}</body></html>`;
}
