import type { OperationId } from '../../contract/generated/operations.gen';
import type { OperationInfo, Spec } from '../../contract/spec';
import { MULTIPART_FILE_LIMIT } from '../http/errors';
import type { CallOptions, FilePart } from '../test/helpers';

/*
 * Hostile requests derived from openapi/spec.yaml: for every operation, a plausible request and
 * then one thing broken at a time — each body field given a wrong type, a missing required field,
 * extra fields, huge and hostile strings, malformed or mistyped bodies, bad path ids and hostile
 * query strings. Deterministic (no randomness), so a failure reproduces.
 *
 * Four classes of input must be refused (a 4xx, nothing written) wherever they fit: JSON nested
 * 2,000 levels deep, a truncated multipart body with a file part, numbers that are not finite
 * (query, path, multipart and JSON), and lone UTF-16 surrogates in JSON text.
 */

// The walker reads any part of the OpenAPI document (schemas, parameters, $ref targets) as open JSON.
type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- open JSON of the spec

export interface FuzzCase {
  operationId: OperationId;
  label: string;
  options: CallOptions;
  /** Input no operation may accept: the answer must be a 4xx. */
  mustFail?: boolean;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00%27%22',
  '\u202Eevil',
  '🚗'.repeat(500),
  'x'.repeat(70_000),
  'NaN',
  '-0',
  '1e309',
  '__proto__',
  'null',
  '\r\nSet-Cookie: a=b',
];

const WRONG_VALUES: unknown[] = [null, true, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 'abc', [], [1, 2], {}, { nested: { deep: [null] } }, 'x'.repeat(5000)];

/** Numbers as text that coercion would turn into values no range check applies to. */
const NON_FINITE = ['Infinity', '-Infinity', 'NaN', '1e400'];
const LONE_SURROGATES = ['\ud800', 'a\udfffb'];
/** 2,000 nested arrays: 4 KB of valid JSON. */
const DEEP_JSON = '['.repeat(2000) + ']'.repeat(2000);

const BAD_IDS = ['0', '-1', 'abc', '1.5', '1e3', '99999999999999999999', '9223372036854775808', '2147483648', "1'", '1;DROP', 'null', ' ', '%00', '０１'];

function resolve(doc: Schema, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref)
    s = String(s.$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce((node: Schema, key) => node[key], doc);
  if (s.allOf)
    return s.allOf.reduce((acc: Schema, part: Schema) => {
      const r = resolve(doc, part);
      return { ...acc, ...r, properties: { ...acc.properties, ...r.properties }, required: [...(acc.required ?? []), ...(r.required ?? [])] };
    }, {});
  return s;
}

/** A value the schema accepts, as a client would fill it in. */
function sample(doc: Schema, schema: Schema | undefined, name = ''): unknown {
  const s = resolve(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  if (s.oneOf || s.anyOf) return sample(doc, (s.oneOf ?? s.anyOf)[0], name);
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(doc, s.items, name)];
    case 'object':
      return Object.fromEntries(Object.entries<Schema>(s.properties ?? {}).map(([key, prop]) => [key, sample(doc, prop, key)]));
    default:
      if (s.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
      if (s.format === 'date') return '2026-06-01';
      if (s.format === 'date-time') return '2026-06-01T10:00:00Z';
      if (s.format === 'binary') return 'file';
      if (s.format === 'web-url') return 'https://example.com/fuzz.png';
      return 'Fuzz value';
  }
}

function parametersOf(spec: Spec, op: OperationInfo): Schema[] {
  const item = spec.document.paths[op.path];
  return [...(item.parameters ?? []), ...(op.definition.parameters ?? [])].map((p: Schema) => resolve(spec.document, p));
}

const TEXT_FILE: FilePart = { filename: 'logo.png', contentType: 'image/png', data: Buffer.from('this is not an image at all') };
const HUGE_FILE: FilePart = {
  filename: 'big.png',
  contentType: 'image/png',
  data: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(MULTIPART_FILE_LIMIT)]),
};
const PNG: FilePart = {
  filename: 'logo.png',
  contentType: 'image/png',
  data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

const asField = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
const isNumeric = (schema: Schema) => schema.type === 'integer' || schema.type === 'number';

/** A multipart body whose file part is cut off mid-way (no closing boundary). */
function truncatedMultipart(fields: Record<string, string | FilePart>): CallOptions {
  const boundary = 'fuzz-truncated';
  const text = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(text + file), PNG.data, Buffer.alloc(200_000)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every case for one operation (without a token: the caller adds each role's). */
export function casesFor(spec: Spec, op: OperationInfo): FuzzCase[] {
  const doc = spec.document;
  const cases: FuzzCase[] = [];
  const add = (label: string, options: CallOptions, mustFail = false) =>
    cases.push({ operationId: op.operationId, label, options, ...(mustFail ? { mustFail } : {}) });

  const params = parametersOf(spec, op);
  const pathParams = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(doc, p.schema, p.name))]));
  const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, sample(doc, p.schema, p.name) as string | number | boolean]));
  const base: CallOptions = { params: pathParams, ...(Object.keys(query).length ? { query } : {}) };

  // Path ids.
  for (const name of Object.keys(pathParams)) {
    for (const bad of BAD_IDS) add(`path ${name}=${bad}`, { ...base, params: { ...pathParams, [name]: bad } });
    for (const bad of NON_FINITE) add(`path ${name}=${bad}`, { ...base, params: { ...pathParams, [name]: bad } }, true);
  }
  // Query strings.
  for (const p of params.filter((param) => param.in === 'query')) {
    for (const bad of [...HOSTILE_STRINGS.slice(0, 13), '-1', '0', '99999999999', '1.5', 'true', '[]'])
      add(`query ${p.name}=${bad.slice(0, 20)}`, { ...base, query: { ...query, [p.name]: bad } });
    if (isNumeric(resolve(doc, p.schema))) {
      for (const bad of NON_FINITE) add(`query ${p.name}=${bad}`, { ...base, query: { ...query, [p.name]: bad } }, true);
    }
  }
  add('query unknown keys', { ...base, query: { ...query, unknown: 'x', 'a[b]': 'c', constructor: 'x' } });

  const media = op.bodyTypes[0];
  if (!media) {
    add('plain', base);
    // A body where none is expected is ignored or refused, never a crash.
    add('unexpected JSON body', { ...base, body: '{"x":1}', headers: { 'content-type': 'application/json' } });
    add('unexpected deep JSON body', { ...base, body: DEEP_JSON, headers: { 'content-type': 'application/json' } });
    return cases;
  }

  const bodySchema = resolve(doc, op.definition.requestBody?.content?.[media].schema);
  const valid = sample(doc, bodySchema) as Record<string, unknown>;
  const properties = Object.entries<Schema>(bodySchema.properties ?? {});

  if (media === 'application/json') {
    const json = { 'content-type': 'application/json' };
    // `valid` with one property's value replaced by raw JSON text (for what JSON.stringify cannot write).
    const withRaw = (key: string, raw: string) => JSON.stringify({ ...valid, [key]: '\u0000RAW' }).replace('"\\u0000RAW"', raw);
    add('plain', { ...base, body: valid });
    for (const [key, prop] of properties) {
      const type = resolve(doc, prop).type;
      for (const bad of WRONG_VALUES) add(`${key} := ${JSON.stringify(bad).slice(0, 20)}`, { ...base, body: { ...valid, [key]: bad } });
      if (type === 'string' || type === undefined) {
        for (const bad of HOSTILE_STRINGS) add(`${key} := hostile ${JSON.stringify(bad).slice(0, 20)}`, { ...base, body: { ...valid, [key]: bad } });
        for (const bad of LONE_SURROGATES) add(`${key} := lone surrogate ${JSON.stringify(bad)}`, { ...base, body: { ...valid, [key]: bad } }, true);
      }
      if (isNumeric(resolve(doc, prop))) {
        for (const raw of ['1e400', '-1e400']) add(`${key} := ${raw}`, { ...base, body: withRaw(key, raw), headers: json }, true);
      }
      add(`${key} := 2,000 nested arrays`, { ...base, body: withRaw(key, DEEP_JSON), headers: json }, true);
    }
    for (const key of bodySchema.required ?? []) {
      const { [key]: _dropped, ...rest } = valid;
      add(`without ${key}`, { ...base, body: rest });
    }
    add('extra fields', { ...base, body: { ...valid, is_admin: true, role: 'admin', id: 1, extra: 'x' } });
    add('prototype pollution', {
      ...base,
      body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
      headers: { 'content-type': 'application/json' },
    });
    for (const raw of ['', '{', '{"a":', 'null', '[]', '"string"', '123', 'true', '{"a":1}}', '\u0000', '{"a":"\\ud800"}', '['.repeat(5000)]) {
      add(`raw JSON ${JSON.stringify(raw).slice(0, 20)}`, { ...base, body: raw, headers: json });
    }
    add('raw JSON 2,000 nested arrays', { ...base, body: DEEP_JSON, headers: json }, true);
  } else {
    const fields: Record<string, string | FilePart> = Object.fromEntries(
      properties.map(([key, prop]) => [key, resolve(doc, prop).format === 'binary' ? PNG : asField(valid[key])]),
    );
    add('plain', { ...base, multipart: fields });
    for (const [key, prop] of properties) {
      if (resolve(doc, prop).format === 'binary') {
        add(`${key} not an image`, { ...base, multipart: { ...fields, [key]: TEXT_FILE } });
        add(`${key} too large`, { ...base, multipart: { ...fields, [key]: HUGE_FILE } });
        add(`${key} as text`, { ...base, multipart: { ...fields, [key]: 'not a file' } });
        continue;
      }
      for (const bad of [...HOSTILE_STRINGS, ...WRONG_VALUES.map(asField)])
        add(`${key} := ${JSON.stringify(bad).slice(0, 20)}`, { ...base, multipart: { ...fields, [key]: bad } });
      if (isNumeric(resolve(doc, prop))) {
        for (const bad of NON_FINITE) add(`${key} := ${bad}`, { ...base, multipart: { ...fields, [key]: bad } }, true);
      }
      add(`${key} as a file`, { ...base, multipart: { ...fields, [key]: TEXT_FILE } });
    }
    for (const key of bodySchema.required ?? []) {
      const { [key]: _dropped, ...rest } = fields;
      add(`without ${key}`, { ...base, multipart: rest });
    }
    add('truncated multipart with a file part', { ...base, ...truncatedMultipart(fields) }, true);
    add('broken multipart', {
      ...base,
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    add('multipart without boundary', { ...base, body: 'a=b', headers: { 'content-type': 'multipart/form-data' } });
    add('JSON instead of multipart', { ...base, body: valid });
  }
  for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=utf-7']) {
    add(`content-type ${type}`, { ...base, body: 'a=b', headers: { 'content-type': type } });
  }
  add('huge body', {
    ...base,
    body: JSON.stringify({ ...valid, filler: 'x'.repeat(3 * 1024 * 1024) }),
    headers: { 'content-type': media === 'application/json' ? 'application/json' : 'text/plain' },
  });
  return cases;
}
