import { hasRouteAccess } from '@arms/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companies, revokedTokens, staff, users } from '../db/schema';
import { fail } from '../http/errors';
import type { Access, AuthContext } from './access';
import { verifyAccessToken } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must declare it (checked when the route is added). */
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, collected as routes are added (the access matrix reads it). */
    apiRoutes: ApiRoute[];
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
 * password change takes effect at once on every API instance (docs/decisions/0182). Prepared once per
 * database, as a named statement: each PostgreSQL connection parses and plans it once.
 */
function callerQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      roles: users.roles,
      sessionGeneration: users.sessionGeneration,
      sessionKeptJti: users.sessionKeptJti,
      staffId: staff.id,
      staffStatus: staff.status,
      permissions: staff.permissions,
      companyId: staff.companyId,
      companyStatus: companies.status,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${and(
        eq(revokedTokens.jti, sql.placeholder('jti')),
        gt(revokedTokens.expiresAt, sql.placeholder('now')),
      )})`,
    })
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(companies, eq(companies.id, staff.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('arms_auth_caller');
}
type CallerQuery = ReturnType<typeof callerQuery>;
const callerQueries = new WeakMap<Db, CallerQuery>();

/** Loads the caller from a bearer token: revoked, expired, deactivated or suspended callers get a 401. */
export async function authenticate(db: Db, secret: string, token: string): Promise<AuthContext> {
  const verified = verifyAccessToken(token, secret);
  if (!verified.ok) throw fail(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'SESSION_EXPIRED');
  const { claims } = verified;
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw fail('SESSION_EXPIRED');
  let query = callerQueries.get(db);
  if (!query) callerQueries.set(db, (query = callerQuery(db)));
  const [row] = await query.execute({ userId, jti: claims.jti, now: new Date() });
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
    // onRequest, before body parsing and validation: an anonymous or unauthorised caller learns
    // nothing about a route's schema, and gets 401/403 whatever it sends.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || 'public' in access) return;
      const token = bearer(request);
      if (!token) throw fail('SESSION_EXPIRED');
      const auth = await authenticate(options.db, options.secret, token);
      request.auth = auth;
      const decision = hasRouteAccess(
        { role: auth.roles, permissions: auth.permissions },
        { roles: access.roles, permissions: access.permissions ?? [] },
      );
      if (decision !== 'allow') throw fail(decision === 'role' ? 'ROLE_NOT_ALLOWED' : 'PERMISSION_NOT_ACCEPT');
    });
  },
  { name: 'arms-auth' },
);

/** The authenticated caller of a protected route (the preHandler guarantees it is set). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail('SESSION_EXPIRED');
  return request.auth;
}
