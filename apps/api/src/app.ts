import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import ajvFormats from 'ajv-formats';
import helmet, { type HelmetOptions } from 'helmet';
import { Type, type TSchema } from 'typebox';
import { authPlugin } from './auth/plugin';
import { AnswerCache } from './http/answer-cache';
import { repoRoot, type Database } from './db/client';
import { LocalStorage, type Storage } from './files/storage';
import { installErrorHandler, sendCatalogueError } from './http/errors';
import { parseQuery } from './http/query';
import { guardInput, guardNumbers, limitRouteSchema, limitSchema, storableDates } from './http/input-guard';
import {
  defaultRateLimits,
  documentRateLimit,
  RateLimiter,
  rateLimitPlugin,
  type RateLimitSettings,
} from './http/rate-limit';
import { richTextPlugin } from './http/rich-text';
import { ErrorBody } from './http/schemas';
import { tagOperations, nameWildcardParameter } from './http/openapi';
import { Outbox, type MailTransport } from './mail/outbox';
import { attachmentResource, attachmentSchemas } from './routes/attachments/resource';
import { authResource, authSchemas } from './routes/auth/resource';
import { candidateLinkResource } from './routes/candidate-links/resource';
import { cmsResource, cmsSchemas } from './routes/cms/resource';
import { companyResource, companySchemas } from './routes/companies/resource';
import { dashboardResource } from './routes/dashboard/resource';
import { departmentResource, departmentSchemas } from './routes/departments/resource';
import { emailResource, emailSchemas } from './routes/email/resource';
import { fileResource, fileSchemas } from './routes/files/resource';
import { interviewResource, interviewSchemas } from './routes/interviews/resource';
import { jobResource, jobSchemas } from './routes/jobs/resource';
import { nominationResource, nominationSchemas } from './routes/nominations/resource';
import { logResource } from './routes/logs/resource';
import { referenceResource } from './routes/reference/resource';
import { reportResource } from './routes/reports/resource';
import { resumeFormatResource } from './routes/resume-format/resource';
import { resumeResource, resumeSchemas } from './routes/resumes/resource';
import { systemResource } from './routes/system/resource';
import { userResource, userSchemas, userTermResetResource } from './routes/users/resource';
import type { Services } from './services/context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The email outbox (tests deliver through it; server.ts starts its worker). */
    outbox: Outbox;
    storage: Storage;
  }
}

export interface BuildAppOptions {
  database: Database;
  jwtSecret: string;
  /** Access token lifetime. @default 86400 */
  tokenTtlSeconds?: number;
  /** Where the API is mounted. @default '/api' */
  prefix?: string;
  logger?: FastifyServerOptions['logger'];
  /** Log every request and response (LOG_LEVEL=debug). @default false */
  requestLogging?: boolean;
  /** Fastify's schema compilers (the built server reuses compiled schemas, ADR 0171). */
  schemaController?: FastifyServerOptions['schemaController'];
  /** Production mode: source maps of the apps are not served. @default false */
  production?: boolean;
  /**
   * Send `Strict-Transport-Security` and `upgrade-insecure-requests` on every answer, not only on
   * HTTPS requests (HSTS=true). Plain HTTP on a LAN address keeps working without it. @default false
   */
  hsts?: boolean;
  /** Fastify's `trustProxy` (TRUST_PROXY): behind a TLS proxy, X-Forwarded-Proto tells HTTPS. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Built single-page apps to serve beside the API: unknown paths under `prefix` get its index.html. */
  spas?: ReadonlyArray<{ root: string; prefix: string }>;
  /** File storage. @default a local folder (STORAGE_DIR, else .data/files) */
  storage?: Storage;
  /** The outbox; built from `mailTransport` when not given. */
  outbox?: Outbox;
  /** SMTP (nodemailer) transport; without one, emails are only recorded in the outbox. */
  mailTransport?: MailTransport;
  /** Sender of every email. @default 'ARMS <no-reply@arms.local>' */
  mailFrom?: string;
  /** Secret that signs download links. @default derived from jwtSecret */
  fileUrlSecret?: string;
  /** Download link lifetime. @default 300 */
  fileUrlTtlSeconds?: number;
  /** Where the portals are reached, for links in emails. @default 'http://127.0.0.1:3000' */
  publicUrl?: string;
  /** Where the candidate site is reached, for its links in emails. @default 'http://127.0.0.1:3001' */
  candidatePublicUrl?: string;
  rateLimits?: RateLimitSettings;
  /** Largest JSON body in bytes. @default 1 MiB */
  bodyLimit?: number;
  /** Largest upload in bytes (documents). @default 10 MiB */
  uploadLimit?: number;
  now?: () => Date;
  /**
   * The hot lists (GET /jobs, a job's nominations) read the caller in the statement of their answer,
   * which PostgreSQL writes as JSON (ADR 0200). False: the general path (tests compare the two). @default true
   */
  callerInQuery?: boolean;
  /**
   * Bytes of hot-list answers kept with their company's data version (ADR 0207); 0 keeps none, so every
   * request reads its list. @default 32 MiB
   */
  answerCacheBytes?: number;
}

/** The OpenAPI document's fixed parts; the paths come from the routes' TypeBox schemas. */
export const openapiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'ARMS API',
    version: '0.1.0',
    description: 'The recruitment platform API: employer portal, platform administration and candidate links.',
    contact: { name: 'ARMS maintainers' },
    license: { name: 'MIT', identifier: 'MIT' },
  },
  // One server: the API beside the apps it serves, on whatever origin runs them (ADR 0184).
  servers: [
    {
      url: '/api',
      description: 'The API of this installation (production, or a local or test one), same origin as its apps',
      'x-internal': false,
    },
  ],
  components: {
    securitySchemes: {
      bearerAuth: {
        type: 'http' as const,
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'An access token from POST /auth: an HS256 JWS following RFC8725 (JWT best current practices). ' +
          'The server accepts only its own header (alg HS256, typ JWT; `none` and every other alg are refused), ' +
          'compares the signature in constant time, requires `exp`, and revokes by `jti` at sign-out.',
      },
    },
  },
};

/**
 * The components of the OpenAPI document, in its order. `@fastify/swagger` lists them in the order they are
 * added, and the resources, registered in the order of the document's paths, own them in another order:
 * `buildApp` adds the resources' shared schemas in this order; one not named here comes after these, in
 * the order of the resources (docs/decisions/0196, 0204).
 */
const componentOrder: readonly string[] = [
  'ErrorBody',
  'SessionUser',
  'Job',
  'Department',
  'HiringManager',
  'Nomination',
  'NominationWithJob',
  'Interview',
  'UserAccount',
  'StaffUser',
  'Company',
  'Document',
  'CustomEmail',
  'OutboxMessage',
  'EmailRule',
  'CmsItem',
  'CmsBlock',
  'Resume',
  'ResumeSummary',
  'PortalResume',
  'Attachment',
];

/** The schemas in `componentOrder` (a stable sort: the ones it does not name keep their order, last). */
function inComponentOrder(schemas: readonly TSchema[]): TSchema[] {
  const place = (schema: TSchema) => {
    const i = componentOrder.indexOf(String((schema as { $id?: unknown }).$id));
    return i < 0 ? componentOrder.length : i;
  };
  return [...schemas].sort((a, b) => place(a) - place(b));
}

/** Builds the API (not listening): schemas, authorisation, protection, error handling and every route. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const prefix = options.prefix ?? '/api';
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.requestLogging }),
    ...(options.schemaController ? { schemaController: options.schemaController } : {}),
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // A malformed URL or an over-long path parameter is bad input like any other (400, catalogue code).
    frameworkErrors: (_error, _request, reply) => {
      // (The reply's type here is generic over the route, which is not known yet.)
      void sendCatalogueError(reply as unknown as FastifyReply, 'VALIDATION_ERROR');
    },
    routerOptions: {
      querystringParser: parseQuery,
    },
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true },
      // Every format of ajv-formats, dates narrowed to what PostgreSQL can store, rich text sanitised.
      plugins: [ajvFormats as never, storableDates as never, richTextPlugin as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app, prefix, options.spas ?? []);
  // The security headers are the same on every answer: helmet computes them ONCE here, and one hook
  // copies them (@fastify/helmet rebuilt helmet's middleware and the CSP text on every request, ADR 0197).
  const securityHeaders = helmetHeaders({
    // The apps are built single-page apps with hashed assets of their own origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // blob: lets the upload fields decode a chosen image locally (its pixel size, a preview) before sending.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Added below for HTTPS requests only: on plain HTTP (a LAN address) it would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const name of securityHeaders.removed) raw.removeHeader(name);
    for (const [name, value] of securityHeaders.set) raw.setHeader(name, value);
    done();
  });
  // HSTS and upgrade-insecure-requests only where the request came over HTTPS, or when asked (HSTS=true).
  // (Hooks on every request take a callback, not a promise: no promise and microtask per hook, ADR 0200.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (options.hsts || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
    done(null, payload);
  });
  // Large API answers are compressed; the apps' files are precompressed at build (served below).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain at a fraction of its CPU cost for answers made per request.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const uploadLimit = options.uploadLimit ?? 10 * 1024 * 1024;
  await app.register(multipart, {
    limits: { fileSize: uploadLimit, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await app.register(swagger, {
    openapi: openapiInfo,
    transform: nameWildcardParameter,
    transformObject: tagOperations,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  // The shared schemas (`Type.Ref` targets): the error body, then each resource's, at the root where
  // every resource's routes see them (the nominations answer `ResumeSummary` and `Attachment`).
  for (const schema of inComponentOrder([
    ErrorBody,
    ...authSchemas,
    ...userSchemas,
    ...companySchemas,
    ...fileSchemas,
    ...emailSchemas,
    ...cmsSchemas,
    ...departmentSchemas,
    ...jobSchemas,
    ...nominationSchemas,
    ...resumeSchemas,
    ...attachmentSchemas,
    ...interviewSchemas,
  ])) {
    app.addSchema(limitSchema(schema, 'answer'));
  }
  // Every input is validated: a route without a querystring schema accepts no query parameters.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: Type.Object({}, { additionalProperties: false }) };
    }
    // A route with a budget per client address documents the RateLimit headers it sends.
    documentRateLimit(route.config?.rateLimit, route.schema?.response as Record<string, unknown> | undefined);
    // Integers and numbers get the range of the columns behind them (int4, numeric(12, 2)); texts and
    // lists without a limit of their own get one from one table (ADR 0184).
    if (route.schema) limitRouteSchema(route.schema as Record<string, unknown>);
    // Every API route validates its input, so every one may answer 400 VALIDATION_ERROR; and any may fail
    // with 500 UNKNOWN_ERROR (a catalogue body, never a trace). The contract says so.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.url.startsWith(prefix) && response) {
      response[400] ??= Type.Ref('ErrorBody');
      response[500] ??= Type.Ref('ErrorBody');
    }
  });
  // NUL bytes, lone surrogates and absurd nesting are refused before any schema or handler sees them.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      guardInput(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      guardNumbers(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // API answers carry the caller's data: no browser or proxy keeps them, unless a route says otherwise.
  const apiPath = `${prefix}/`;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(apiPath) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(authPlugin, {
    db: options.database.db,
    secret: options.jwtSecret,
    apiPrefix: prefix,
    callerInQuery: options.callerInQuery,
  });
  const db = options.database.db;
  const now = options.now ?? (() => new Date());
  await app.register(rateLimitPlugin, { limiter: new RateLimiter(db, now) });
  const outbox =
    options.outbox ??
    new Outbox(db, { transport: options.mailTransport, from: options.mailFrom ?? 'ARMS <no-reply@arms.local>', now });
  const storage = options.storage ?? new LocalStorage(path.join(repoRoot, '.data', 'files'));
  app.decorate('outbox', outbox);
  app.decorate('storage', storage);
  const services: Services = {
    db,
    outbox,
    storage,
    fileUrlSecret: options.fileUrlSecret ?? `${options.jwtSecret}:files`,
    fileUrlTtlSeconds: options.fileUrlTtlSeconds ?? 300,
    publicUrl: (options.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
    candidatePublicUrl: (options.candidatePublicUrl ?? 'http://127.0.0.1:3001').replace(/\/$/, ''),
    apiPrefix: prefix,
    rateLimits: options.rateLimits ?? defaultRateLimits,
    candidateTokenSecret: `${options.jwtSecret}:candidate-links`,
    now,
    answers: new AnswerCache(options.answerCacheBytes === undefined ? {} : { maxBytes: options.answerCacheBytes }),
  };

  await app.register(
    async (api) => {
      await api.register(systemResource);
      await api.register(authResource, {
        services,
        secret: options.jwtSecret,
        tokenTtlSeconds: options.tokenTtlSeconds ?? 86_400,
      });
      await api.register(userResource, { services });
      await api.register(referenceResource, { services });
      await api.register(companyResource, { services });
      await api.register(fileResource, { services, uploadLimit });
      await api.register(emailResource, { services });
      await api.register(cmsResource, { services });
      await api.register(logResource, { services });
      await api.register(departmentResource, { services });
      await api.register(jobResource, { services });
      await api.register(nominationResource, { services });
      // The users resource's terms reset, where the OpenAPI document lists it (routes/users/resource.ts).
      await api.register(userTermResetResource, { services });
      await api.register(candidateLinkResource, { services, uploadLimit });
      await api.register(resumeResource, { services, uploadLimit });
      await api.register(resumeFormatResource, { services });
      await api.register(attachmentResource, { services, uploadLimit });
      await api.register(interviewResource, { services });
      await api.register(reportResource, { services });
      await api.register(dashboardResource, { services });
    },
    { prefix },
  );
  await serveSpas(app, options.spas ?? [], options.production ?? false);
  return app;
}

async function serveSpas(
  app: FastifyInstance,
  spas: ReadonlyArray<{ root: string; prefix: string }>,
  production: boolean,
) {
  // Production publishes no source maps: a map is not found (rather than answered by the app's page).
  if (production && spas.length > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if ((request.url.split('?')[0] ?? '').endsWith('.map')) {
        return sendCatalogueError(reply, 'NO_RECORD_FOUND_FOR_ID');
      }
    });
  }
  // Longest prefix first so `/arms/` wins over `/` for the admin app's files.
  const ordered = [...spas].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const [i, spa] of ordered.entries()) {
    await app.register(fastifyStatic, {
      root: spa.root,
      prefix: spa.prefix,
      decorateReply: i === 0,
      index: ['index.html'],
      wildcard: true,
      // The build writes .br and .gz beside every compressible file (vite.config.ts of each app).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      // (@fastify/static 10 passes the Fastify reply here.)
      setHeaders: ((reply: { header: (name: string, value: string) => void }, file: string) => {
        reply.header('cache-control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      }) as never,
    });
  }
}

/**
 * The headers helmet sets (and removes) for these options, found once by running its middleware on a
 * stand-in response: they depend on the options only, never on the request.
 */
export function helmetHeaders(options: HelmetOptions): { set: Array<[string, string]>; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: string) => void set.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set: [...set], removed };
}
