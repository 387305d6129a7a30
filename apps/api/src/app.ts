import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import { Type } from 'typebox';
import { authPlugin } from './auth/plugin';
import { repoRoot, type Database } from './db/client';
import { Attachment } from './files/attachments';
import { LocalStorage, type Storage } from './files/storage';
import { installErrorHandler } from './http/errors';
import { defaultRateLimits, RateLimiter, rateLimitPlugin, type RateLimitSettings } from './http/rate-limit';
import { ErrorBody } from './http/schemas';
import { Outbox, type MailTransport } from './mail/outbox';
import { attachmentKindRoutes } from './routes/attachments';
import { authRoutes } from './routes/auth';
import { cmsRoutes, CmsBlock, CmsItem } from './routes/cms';
import { companyRoutes } from './routes/companies';
import { Company } from './routes/companies/schemas';
import { CustomEmail, EmailRule, emailRoutes, OutboxMessage } from './routes/email';
import { Document, fileRoutes } from './routes/files';
import { logRoutes } from './routes/logs';
import { SessionUser } from './routes/auth/schemas';
import { candidateLinkRoutes } from './routes/candidate-links';
import { Department, departmentRoutes, HiringManager } from './routes/departments';
import { candidateMessageRoutes, Interview, interviewRoutes } from './routes/interviews';
import { jobRoutes } from './routes/jobs';
import { Nomination, nominationRoutes } from './routes/nominations';
import { nominationExtraRoutes } from './routes/nominations/extras';
import { Job } from './routes/jobs/schemas';
import { referenceRoutes } from './routes/reference';
import { resumeFormatRoutes } from './routes/resume-format';
import { reportRoutes } from './routes/reports';
import { resumeRoutes } from './routes/resumes';
import { resumeChildRoutes } from './routes/resumes/children';
import { resumeLogRoutes } from './routes/resumes/logs';
import { resumeRefereeRoutes } from './routes/resumes/referees';
import { Resume, ResumeSummary } from './routes/resumes/schemas';
import { itemSchema, referenceLists } from './routes/reference/lists';
import { systemRoutes } from './routes/system';
import { userRoutes } from './routes/users';
import { StaffUser, UserAccount } from './routes/users/schemas';
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
  rateLimits?: RateLimitSettings;
  /** Largest JSON body in bytes. @default 1 MiB */
  bodyLimit?: number;
  /** Largest upload in bytes (documents). @default 10 MiB */
  uploadLimit?: number;
  now?: () => Date;
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

/** Builds the API (not listening): schemas, authorisation, protection, error handling and every route. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const prefix = options.prefix ?? '/api';
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    routerOptions: {
      querystringParser: (text: string) => qs.parse(text, { depth: 4, arrayLimit: 500, parameterLimit: 1000 }),
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app, prefix, options.spas ?? []);
  await app.register(helmet, {
    // The apps are built single-page apps with hashed assets of their own origin.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const uploadLimit = options.uploadLimit ?? 10 * 1024 * 1024;
  await app.register(multipart, {
    limits: { fileSize: uploadLimit, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await app.register(swagger, {
    openapi: openapiInfo,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  for (const schema of [
    ErrorBody,
    SessionUser,
    Job,
    Department,
    HiringManager,
    Nomination,
    Interview,
    UserAccount,
    StaffUser,
    Company,
    Document,
    CustomEmail,
    OutboxMessage,
    EmailRule,
    CmsItem,
    CmsBlock,
    Resume,
    ResumeSummary,
    Attachment,
    ...referenceLists.map(itemSchema),
  ]) {
    app.addSchema(schema);
  }
  // Every input is validated: a route without a querystring schema accepts no query parameters.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix) && !route.schema?.querystring) {
      route.schema = { ...route.schema, querystring: Type.Object({}, { additionalProperties: false }) };
    }
  });
  await app.register(authPlugin, { db: options.database.db, secret: options.jwtSecret, apiPrefix: prefix });
  await app.register(rateLimitPlugin, { limiter: new RateLimiter() });

  const db = options.database.db;
  const now = options.now ?? (() => new Date());
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
    apiPrefix: prefix,
    rateLimits: options.rateLimits ?? defaultRateLimits,
    candidateTokenSecret: `${options.jwtSecret}:candidate-links`,
    now,
  };

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, {
        services,
        secret: options.jwtSecret,
        tokenTtlSeconds: options.tokenTtlSeconds ?? 86_400,
      });
      await api.register(userRoutes, { services });
      await api.register(referenceRoutes, { services });
      await api.register(companyRoutes, { services });
      await api.register(fileRoutes, { services, uploadLimit });
      await api.register(emailRoutes, { services });
      await api.register(cmsRoutes, { services });
      await api.register(logRoutes, { services });
      await api.register(departmentRoutes, { services });
      await api.register(jobRoutes, { services });
      await api.register(nominationRoutes, { services });
      await api.register(nominationExtraRoutes, { services });
      await api.register(candidateLinkRoutes, { services });
      await api.register(resumeRoutes, { services, uploadLimit });
      await api.register(resumeChildRoutes, { services });
      await api.register(resumeLogRoutes, { services });
      await api.register(resumeRefereeRoutes, { services });
      await api.register(resumeFormatRoutes, { services });
      await api.register(attachmentKindRoutes, { services, uploadLimit });
      await api.register(interviewRoutes, { services });
      await api.register(candidateMessageRoutes, { services });
      await api.register(reportRoutes, { services });
    },
    { prefix },
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
