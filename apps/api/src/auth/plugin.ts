import { hasRouteAccess } from '@arms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rawQuery, type Db } from '../db/client';
import { fail } from '../http/errors';
import type { Access, AuthContext } from './access';
import { verifyAccessToken, type AccessClaims } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must declare it (checked when the route is added). */
    access?: Access;
    /**
     * The handler reads the caller in its own statement (`acceptCaller`, `confirmCaller`): `onRequest`
     * only verifies the token (ADR 0200). For the hot lists only.
     */
    callerInQuery?: true;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set while a `callerInQuery` route's caller is not yet read. */
    pendingCaller: PendingCaller | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, collected as routes are added (the access matrix reads it). */
    apiRoutes: ApiRoute[];
    /** The database the caller is read from (`confirmCaller`). */
    callerDb: Db;
    /** `confirmCaller`, for the error handler (http/errors.ts): a deferred caller is read before any error answer. */
    confirmCaller(request: FastifyRequest): Promise<AuthContext>;
  }
}

/** One API route as the access matrix sees it. */
export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

export interface AuthPluginOptions {
  db: Db;
  secret: string;
  /** Routes under this prefix are the API: each must declare `config.access`. */
  apiPrefix: string;
  /**
   * Routes declaring `config.callerInQuery` read the caller in their own statement (ADR 0200). False:
   * they read it here like every other route and answer through their general path (the tests compare
   * both paths byte for byte). @default true
   */
  callerInQuery?: boolean;
}

function bearer(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  if (!value) return undefined;
  const [scheme, token] = value.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The caller's account, staff record and company, and whether the token was revoked, in ONE indexed
 * query (users' primary key, rms_users' unique user_id, companies' and revoked_tokens' primary keys):
 * one round trip per request, read fresh from PostgreSQL so a logout, revocation, suspension or
 * password change takes effect at once on every API instance (docs/decisions/0182). Parameters: $1
 * the user id, $2 the token's jti, $3 now. The hot lists put it in their own statement as a CTE
 * (`callerCte`, ADR 0200); alone it runs as the named statement `arms_auth_caller`.
 */
export const callerSelect = `select u.id as "userId", u.roles as "roles", u.session_generation as "sessionGeneration",
  u.session_kept_jti as "sessionKeptJti", s.id as "staffId", s.status as "staffStatus", s.permissions as "permissions",
  s.company_id as "companyId", c.status as "companyStatus",
  exists (select 1 from revoked_tokens t where t.jti = $2 and t.expires_at > $3) as "revoked"
from users u left join rms_users s on s.user_id = u.id left join companies c on c.id = s.company_id
where u.id = $1`;
/** `with caller as (…)`: a statement that reads the caller with `callerSelect`'s three parameters first. */
export const callerCte = `with caller as (${callerSelect})`;

/** The caller's row as `callerSelect` reads it. */
export interface CallerRow {
  userId: number;
  roles: string[];
  sessionGeneration: number;
  sessionKeptJti: string | null;
  staffId: number | null;
  staffStatus: number | null;
  permissions: string[] | null;
  companyId: number | null;
  companyStatus: number | null;
  revoked: boolean;
}

/** A token whose signature and expiry were checked; the caller behind it is not yet read. */
export type VerifiedClaims = AccessClaims;

/** The signature, the expiry and the subject of a token (no database): 401 when any is wrong. */
export function verifyToken(token: string, secret: string): VerifiedClaims {
  const verified = verifyAccessToken(token, secret);
  if (!verified.ok) throw fail(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'SESSION_EXPIRED');
  if (!Number.isSafeInteger(Number(verified.claims.sub))) throw fail('SESSION_EXPIRED');
  return verified.claims;
}

/** `callerSelect`'s parameters for a verified token. */
export function callerParams(claims: VerifiedClaims): [number, string, string] {
  // now as ISO text: the driver would format a Date in the local zone on every request.
  return [Number(claims.sub), claims.jti, new Date().toISOString()];
}

/**
 * The caller of a verified token from its row (undefined: no such user): revoked, deactivated or
 * suspended callers, and tokens older than the account's last password change, get a 401.
 */
export function callerFromRow(claims: VerifiedClaims, row: CallerRow | undefined): AuthContext {
  if (!row || row.revoked) throw fail('SESSION_EXPIRED');
  if (row.staffStatus !== 1) throw fail('SESSION_EXPIRED');
  // A password change or reset ends every other session of the account (issue 19).
  if ((claims.gen ?? 0) < row.sessionGeneration && claims.jti !== row.sessionKeptJti) throw fail('SESSION_EXPIRED');
  const isAdmin = row.roles.includes('arms_admin');
  if (!isAdmin && row.companyStatus !== 1) throw fail('SESSION_EXPIRED');
  return {
    userId: row.userId,
    staffId: row.staffId,
    companyId: row.companyId,
    roles: row.roles,
    permissions: row.permissions ?? [],
    portal: claims.portal,
    jti: claims.jti,
    expiresAt: new Date(claims.exp * 1000),
  };
}

async function callerOf(db: Db, claims: VerifiedClaims): Promise<AuthContext> {
  const [row] = await rawQuery<CallerRow>(db, 'arms_auth_caller', callerSelect, callerParams(claims));
  return callerFromRow(claims, row);
}

/** Loads the caller from a bearer token: revoked, expired, deactivated or suspended callers get a 401. */
export async function authenticate(db: Db, secret: string, token: string): Promise<AuthContext> {
  return callerOf(db, verifyToken(token, secret));
}

/** 403 unless the caller's roles (and, for human resource staff, permissions) meet the route's access. */
function checkAccess(auth: AuthContext, access: Exclude<Access, { public: true }>): void {
  const decision = hasRouteAccess(
    { role: auth.roles, permissions: auth.permissions },
    { roles: access.roles, permissions: access.permissions ?? [] },
  );
  if (decision !== 'allow') throw fail(decision === 'role' ? 'ROLE_NOT_ALLOWED' : 'PERMISSION_NOT_ACCEPT');
}

/**
 * A request of a route declaring `config.callerInQuery` whose token is verified but whose caller is not
 * read yet: the handler reads the caller in the same statement as its answer (`acceptCaller`), or
 * reads it alone (`confirmCaller`); an error before that (validation) reads it first, so a revoked or
 * unauthorised caller still gets its 401/403 before any 400 (ADR 0200).
 */
interface PendingCaller {
  claims: VerifiedClaims;
  access: Exclude<Access, { public: true }>;
}

/**
 * The caller of a deferred request from the row its handler's statement read (`callerCte`): the same
 * checks, in the same order, as the `onRequest` hook makes for every other route. Throws 401/403.
 */
export function acceptCaller(request: FastifyRequest, row: CallerRow | undefined): AuthContext {
  const pending = request.pendingCaller;
  if (!pending) return caller(request);
  request.pendingCaller = null;
  const auth = callerFromRow(pending.claims, row);
  checkAccess(auth, pending.access);
  request.auth = auth;
  return auth;
}

/** The verified claims of a deferred request (undefined once its caller was read). */
export function pendingClaims(request: FastifyRequest): VerifiedClaims | undefined {
  return request.pendingCaller?.claims;
}

/** Reads a deferred request's caller on its own (the paths that do not fold it into their statement). */
export async function confirmCaller(request: FastifyRequest): Promise<AuthContext> {
  const pending = request.pendingCaller;
  if (!pending) return caller(request);
  request.pendingCaller = null;
  const auth = await callerOf(request.server.callerDb, pending.claims);
  checkAccess(auth, pending.access);
  request.auth = auth;
  return auth;
}

/**
 * Authorisation on the server (spec section 6): every route declares `config.access`; a route without
 * one fails at start-up. Protected routes need a valid token, one of the roles and, for human resource
 * staff, one of the permissions.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('auth', null);
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(options.apiPrefix)) return;
      if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config.access });
      }
    });
    app.decorateRequest('pendingCaller', null);
    app.decorate('callerDb', options.db);
    app.decorate('confirmCaller', confirmCaller);
    // onRequest, before body parsing and validation: an anonymous or unauthorised caller learns
    // nothing about a route's schema, and gets 401/403 whatever it sends. A route with
    // `config.callerInQuery` has its token verified here and its caller read with its answer (ADR 0200).
    app.addHook('onRequest', (request, _reply, done) => {
      const config = request.routeOptions.config;
      const access = config.access;
      if (!access || 'public' in access) return done();
      let claims: VerifiedClaims;
      try {
        const token = bearer(request);
        if (!token) throw fail('SESSION_EXPIRED');
        claims = verifyToken(token, options.secret);
      } catch (error) {
        return done(error as Error);
      }
      if (config.callerInQuery && options.callerInQuery !== false) {
        request.pendingCaller = { claims, access };
        return done();
      }
      callerOf(options.db, claims).then((auth) => {
        request.auth = auth;
        try {
          checkAccess(auth, access);
        } catch (error) {
          return done(error as Error);
        }
        done();
      }, done);
    });
  },
  { name: 'arms-auth' },
);

/** The authenticated caller of a protected route (the preHandler guarantees it is set). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail('SESSION_EXPIRED');
  return request.auth;
}
