// How the route schemas become the OpenAPI document (@fastify/swagger's transform hooks, ADR 0184).
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

type Schema = Record<string, unknown>;

/** The documented name of a route's trailing wildcard (Fastify can only call it `*`). */
export const wildcardName = 'path';

/**
 * A route ending in a wildcard (`/files/public/*`) is documented with a named parameter
 * (`/files/public/{path}`) instead of `{*}`, which is no valid OpenAPI parameter name. The server
 * still matches the same URLs: the value may hold `/` (encoded or not).
 */
export const nameWildcardParameter: SwaggerTransform = ({ schema, url }) => {
  if (!url.endsWith('*')) return { schema, url };
  const s = (schema ?? {}) as Schema & FastifySchema;
  const params = s.params as Schema | undefined;
  const properties = params?.properties as Schema | undefined;
  if (!params || !properties?.['*']) return { schema, url: `${url.slice(0, -1)}:${wildcardName}` };
  const { '*': wildcard, ...others } = properties;
  const required = Array.isArray(params.required)
    ? (params.required as string[]).map((name) => (name === '*' ? wildcardName : name))
    : undefined;
  return {
    url: `${url.slice(0, -1)}:${wildcardName}`,
    schema: {
      ...s,
      params: {
        ...params,
        properties: { ...others, [wildcardName]: wildcard },
        ...(required ? { required } : {}),
      },
    },
  };
};

/** Every tag the operations use, declared once at the top of the document (sorted by name). */
export const tagOperations: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  const names = new Set<string>();
  for (const item of Object.values(openapiObject.paths ?? {}))
    for (const operation of Object.values(item ?? {}))
      if (typeof operation === 'object' && operation !== null && Array.isArray((operation as Schema).tags))
        for (const tag of (operation as Schema).tags as string[]) names.add(tag);
  return { ...openapiObject, tags: [...names].sort().map((name) => ({ name })) };
};
