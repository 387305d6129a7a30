import type { Db } from '../db/client';
import type { AnswerCache } from '../http/answer-cache';
import type { Storage } from '../files/storage';
import type { RateLimitSettings } from '../http/rate-limit';
import type { Outbox } from '../mail/outbox';

/** What the route plugins share: the database, the outbox, file storage and the settings they read. */
export interface Services {
  db: Db;
  outbox: Outbox;
  storage: Storage;
  /** Signs download links (FILE_URL_SECRET). */
  fileUrlSecret: string;
  /** Download link lifetime in seconds. */
  fileUrlTtlSeconds: number;
  /** Where the portals are reached, for links in emails (PUBLIC_URL). */
  publicUrl: string;
  /** Where the candidate site is reached, for its links in emails (CANDIDATE_PUBLIC_URL). */
  candidatePublicUrl: string;
  /** Where the API is mounted (`/api`), for links the API answers. */
  apiPrefix: string;
  rateLimits: RateLimitSettings;
  /** Signs the candidate links (invitation and feedback tokens, section 9). */
  candidateTokenSecret: string;
  now: () => Date;
  /** The hot lists' kept answers, one per app (docs/decisions/0207). */
  answers: AnswerCache;
}
