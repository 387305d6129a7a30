import { hasRouteAccess } from '@arms/domain';
import { and, eq, gt } from 'drizzle-orm';
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

/** Loads the caller from a bearer token: revoked, expired, deactivated or suspended callers get a 401. */
export async function authenticate(db: Db, secret: string, token: string): Promise<AuthContext> {
  const verified = verifyAccessToken(token, secret);
  if (!verified.ok) throw fail(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'SESSION_EXPIRED');
  const { claims } = verified;
  const [revoked] = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.jti, claims.jti), gt(revokedTokens.expiresAt, new Date())));
  if (revoked) throw fail('SESSION_EXPIRED');
  const [row] = await db
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
    })
    .from(users)
    .leftJoin(staff, eq(staff.userId, users.id))
    .leftJoin(companies, eq(companies.id, staff.companyId))
    .where(eq(users.id, Number(claims.sub)));
  if (!row || row.staffStatus !== 1) throw fail('SESSION_EXPIRED');
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
