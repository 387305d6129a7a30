import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { authPlugin } from './auth/plugin';
import type { Database } from './db/client';
import { installErrorHandler } from './http/errors';
import { ErrorBody } from './http/schemas';
import { authRoutes } from './routes/auth';
import { SessionUser } from './routes/auth/schemas';
import { jobRoutes } from './routes/jobs';
import { Job } from './routes/jobs/schemas';
import { systemRoutes } from './routes/system';

export interface BuildAppOptions {
  database: Database;
  jwtSecret: string;
  /** Access token lifetime. @default 86400 */
  tokenTtlSeconds?: number;
  /** Where the API is mounted. @default '/api' */
  prefix?: string;
  logger?: FastifyServerOptions['logger'];
  /** Built single-page apps to serve beside the API: unknown paths under `prefix` get its index.html. */
  spas?: ReadonlyArray<{ root: string; prefix: string }>;
}

/** The OpenAPI document's fixed parts; the paths come from the routes' TypeBox schemas. */
export const openapiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'ARMS API',
    version: '0.1.0',
    description: 'The recruitment platform API: employer portal, platform administration and candidate links.',
  },
  servers: [{ url: '/api' }],
  components: {
    securitySchemes: { bearerAuth: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } },
  },
};

/** Builds the API (not listening): schemas, authorisation, error handling and every route. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 4, arrayLimit: 500, parameterLimit: 1000 }),
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app, options.prefix ?? '/api', options.spas ?? []);
  await app.register(swagger, {
    openapi: openapiInfo,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  for (const schema of [ErrorBody, SessionUser, Job]) app.addSchema(schema);
  await app.register(authPlugin, {
    db: options.database.db,
    secret: options.jwtSecret,
    apiPrefix: options.prefix ?? '/api',
  });

  const db = options.database.db;
  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, {
        db,
        secret: options.jwtSecret,
        tokenTtlSeconds: options.tokenTtlSeconds ?? 86_400,
      });
      await api.register(jobRoutes, { db });
    },
    { prefix: options.prefix ?? '/api' },
  );
  await serveSpas(app, options.spas ?? []);
  return app;
}

async function serveSpas(app: FastifyInstance, spas: ReadonlyArray<{ root: string; prefix: string }>) {
  // Longest prefix first so `/arms/` wins over `/` for the admin app's files.
  const ordered = [...spas].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const [i, spa] of ordered.entries()) {
    await app.register(fastifyStatic, {
      root: spa.root,
      prefix: spa.prefix,
      decorateReply: i === 0,
      index: ['index.html'],
      wildcard: true,
      // Hashed assets never change; index.html must always be revalidated.
      // (@fastify/static 10 passes the Fastify reply here.)
      setHeaders: ((reply: { header: (name: string, value: string) => void }, file: string) => {
        reply.header('cache-control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      }) as never,
    });
  }
}
