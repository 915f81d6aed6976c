import type { AnySchema, ValidateFunction } from 'ajv';
import type { FastifyBodyParser, FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';
import { createAjv, type OperationInfo } from '../../contract/spec';
import { HttpError } from './errors';
import { t } from './i18n';

/*
 * How request input is parsed and checked against the spec's schemas.
 */

/** Deeper than any body of the spec needs (3 levels), far from a stack overflow in later checks. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects and arrays deeper than `limit`, found in one pass without recursion. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's JSON parser (prototype poisoning refused) behind a depth limit: 2,000 nested arrays
 * are 4 KB of valid JSON, and every recursive walk of the parsed value would overflow the stack.
 */
export function depthLimitedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (req, body, done) => {
    if (jsonDeeperThan(body, MAX_JSON_DEPTH)) return done(new HttpError(400, t(req, 'error.tooDeep', { max: MAX_JSON_DEPTH })), undefined);
    return parse(req, body, done);
  };
}

/**
 * What becomes of body properties the schema does not declare (where it says
 * `additionalProperties: false`): refused with a field error naming each, or dropped unread.
 */
export type UnknownProperties = 'refuse' | 'drop';

function buildAjv(coerceTypes: 'array' | false, unknown: UnknownProperties) {
  // Fastify's defaults (defaults filled in) but for coercion, and unknown properties refused unless asked to drop them.
  return createAjv({ useDefaults: true, removeAdditional: unknown === 'drop', addUsedSchema: false, coerceTypes });
}

/*
 * Compiling the spec's schemas (validators and response serializers) was most of the cost of
 * building an app, and a test file builds dozens of apps from the same spec. A schema always
 * compiles to the same pure function, so each is compiled once per process (per test file under
 * jest, whose module registry is the file's). The apps of a process share the spec's schema
 * objects (specRoutes.ts), so a schema seen before is found by identity, without writing it out.
 */
function compiledOnce<T>() {
  const byText = new Map<string, T>();
  const byObject = new WeakMap<object, Map<string, T>>();
  /** What `build` made for this schema in this variant, found by the object, then by its JSON (`text()`). */
  return (schema: unknown, variant: string, text: () => string, build: () => T): T => {
    const variants = typeof schema === 'object' && schema !== null ? (byObject.get(schema) ?? new Map<string, T>()) : undefined;
    const known = variants?.get(variant);
    if (known) return known;
    const key = `${variant} ${text()}`;
    const built = byText.get(key) ?? build();
    byText.set(key, built);
    if (variants) byObject.set(schema as object, variants.set(variant, built));
    return built;
  };
}
const validators = compiledOnce<ValidateFunction>();
const ajvs: Partial<Record<UnknownProperties, { typed: ReturnType<typeof buildAjv>; coercing: ReturnType<typeof buildAjv> }>> = {};

/**
 * Whether the operation is one the original site's client calls (`x-original-client` in the
 * spec): that client sends a few properties the contract does not list (an `id` inside a city
 * update), so there they are dropped; every other operation refuses them.
 */
export const isOriginalClientOperation = (op: OperationInfo) => (op.definition as { 'x-original-client'?: boolean })['x-original-client'] === true;

/**
 * Query strings, paths and multipart fields are text on the wire: they are coerced to the
 * schema's types. JSON carries its own types: a boolean sent for a string is an error there,
 * never the text "false".
 */
export function validatorCompiler(unknown: UnknownProperties): FastifySchemaCompiler<AnySchema> {
  const { typed, coercing } = (ajvs[unknown] ??= { typed: buildAjv(false, unknown), coercing: buildAjv('array', unknown) });
  return ({ schema, httpPart, contentType }) => {
    const textOnTheWire = httpPart !== 'body' || contentType === 'multipart/form-data';
    const variant = `${unknown} ${textOnTheWire ? 'text' : 'json'} ${httpPart === 'headers' ? 'headers' : ''}`;
    const compiledSchema = () => (httpPart === 'headers' ? lowerCaseHeaders(schema) : schema);
    return validators(
      schema,
      variant,
      () => JSON.stringify(compiledSchema()),
      () => onFirstUse(() => (textOnTheWire ? coercing : typed).compile(compiledSchema())),
    );
  };
}

/**
 * A validator compiled when it first validates: a server start registers every operation, and a
 * process serves few of them soon (a walk's server, a test file, a node of several) — compiling
 * all of them up front was a fifth of a start. Whether every schema compiles is tested once.
 */
function onFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

/**
 * Node gives header names in lower case; the spec writes them as HTTP does (Idempotency-Key).
 * Fastify lowers the schema's names itself only for its own compiler: with this one, a header
 * schema left as written would never match, and its header would go unchecked.
 */
function lowerCaseHeaders(schema: AnySchema): AnySchema {
  if (typeof schema !== 'object' || !schema.properties) return schema;
  const properties = schema.properties as Record<string, unknown>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name.toLowerCase(), property])),
    ...(Array.isArray(schema.required) ? { required: (schema.required as string[]).map((name) => name.toLowerCase()) } : {}),
  };
}

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** Fastify's own default (fast-json-stringify), from the copy fastify itself loads. */
function fastifySerializers(): SerializerFactory {
  const fromFastify = createRequire(require.resolve('fastify'));
  const selector = fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory;
  return selector();
}
const serializers = compiledOnce<Serializer>();

/** Fastify's response serializers (fast-json-stringify: unknown fields dropped), each schema compiled once per process. */
export const memoizedSerializers: SerializerFactory = (externalSchemas, options) => {
  const build = fastifySerializers()(externalSchemas, options);
  const context = JSON.stringify({ externalSchemas, options });
  return (route) =>
    serializers(
      route.schema,
      context,
      () => JSON.stringify(route.schema),
      () => build(route),
    );
};
