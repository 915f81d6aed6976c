import Fastify, { type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { loadSpec } from '../../contract/spec';

/** A route of the spec as fastify-openapi-glue makes it: method, URL (under the spec's server path) and schemas. */
export interface SpecRoute {
  operationId: string;
  method: RouteOptions['method'];
  url: string;
  schema: RouteOptions['schema'];
}

/*
 * fastify-openapi-glue turns the spec into routes, and on each app it is registered on it first
 * checks the whole spec against the OpenAPI schema (compiling that schema with a new Ajv) and
 * resolves its references again: a quarter of a second an app. The spec is one per process, and
 * tests build hundreds of apps: the glue makes the routes once, on an app of its own that compiles
 * nothing, and each app registers them with its own hooks and handlers. Fastify normalizes a
 * route's schema object once and marks it, so apps can share them.
 */
let routes: Promise<SpecRoute[]> | undefined;

export function specRoutes(): Promise<SpecRoute[]> {
  return (routes ??= glueRoutes());
}

async function glueRoutes(): Promise<SpecRoute[]> {
  const found: SpecRoute[] = [];
  const probe = Fastify({ exposeHeadRoutes: false });
  probe.setValidatorCompiler(() => () => true);
  probe.setSerializerCompiler(() => (data) => JSON.stringify(data));
  probe.addHook('onRoute', (route) => {
    found.push({ operationId: (route.config as { operationId: string }).operationId, method: route.method, url: route.url, schema: route.schema });
  });
  await probe.register(openapiGlue, {
    specification: loadSpec().document,
    operationResolver: ((operationId: string) => ({ handler: async () => undefined, config: { operationId } })) as unknown as (
      operationId: string,
    ) => RouteOptions,
  });
  await probe.close();
  return found;
}
