import type { Services } from '../../services/context';

/** What the auth routes take: the services, the token secret and the access token lifetime. */
export interface AuthRoutesOptions {
  services: Services;
  secret: string;
  tokenTtlSeconds: number;
}
