/**
 * The hot lists' answers, kept with the company data version they were read at (docs/decisions/0207).
 *
 * A hot list's statement reads the caller, the caller's company data version and, unless the request
 * names that company and version (`AnswerHint`), the answer: when PostgreSQL confirms both, the answer
 * is not read again and the kept bytes are sent. Every write to the rows behind these answers raises the
 * company's version in its own transaction (migration 0020's triggers), so a kept answer is sent only
 * while nothing it shows has changed, on every instance at once. Nothing about the caller is kept: the
 * caller is read in the same statement on every request (ADR 0182, 0200).
 *
 * Bounded by bytes (least recently used first out). The user to company map only chooses which kept
 * answer to offer; the statement decides whether it is the caller's company's.
 */

/** A kept answer offered to the statement: it is sent only if the caller's company and version match. */
export interface AnswerHint {
  companyId: number;
  version: string;
  body: Buffer;
}

/** What a hot list's statement answers besides its own columns. */
export interface VersionedRow {
  companyId: number | null;
  /** The caller's company data version, as text (`bigint`); null without a company. */
  dataVersion: string | null;
}

interface Entry {
  version: string;
  body: Buffer;
}

export interface AnswerCacheOptions {
  /** Largest total of kept answers. @default 32 MiB */
  maxBytes?: number;
  /** Most users remembered with their company. @default 10,000 */
  maxUsers?: number;
}

/**
 * How a hot list reads and answers (made once per route, so a request makes no closures): `ctx` is the
 * request's own part (the request, its claims, its parsed query or path).
 */
export interface KeptAnswerRoute<Row extends VersionedRow & { data: string | null }, Ctx> {
  /** The key of the company's kept answer for this request. */
  key(companyId: number, ctx: Ctx): string;
  /** Runs the statement with the kept answer on offer (undefined: none). */
  read(kept: AnswerHint | undefined, ctx: Ctx): Promise<Row | undefined>;
  /** The caller's checks on the row: throws to refuse (401, 403, 404). */
  check(row: Row | undefined, ctx: Ctx): asserts row is Row;
  /** The fresh answer of a row that carries one (`data` not null). */
  text(row: Row, ctx: Ctx): string;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly companyOfUser = new Map<number, number>();
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly maxUsers: number;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxUsers = options.maxUsers ?? 10_000;
  }

  /**
   * The bytes a hot list answers `userId`: its statement runs with the kept answer of the company the user
   * was last seen in on offer; when the statement confirms it (`data` null), the kept bytes, else the
   * fresh answer, then kept for the caller's company at the version read with it.
   */
  async answer<Row extends VersionedRow & { data: string | null }, Ctx>(
    userId: number,
    route: KeptAnswerRoute<Row, Ctx>,
    ctx: Ctx,
  ): Promise<Buffer> {
    const companyId = this.companyOfUser.get(userId);
    const key = companyId === undefined ? undefined : route.key(companyId, ctx);
    const entry = key === undefined ? undefined : this.entries.get(key);
    const kept = entry && { companyId: companyId!, version: entry.version, body: entry.body };
    const row = await route.read(kept, ctx);
    route.check(row, ctx);
    if (row.data === null) {
      if (!kept) throw new Error('AnswerCache: the statement confirmed an answer it was not offered');
      this.touch(key!);
      return kept.body;
    }
    const body = Buffer.from(route.text(row, ctx));
    if (row.companyId !== null && row.dataVersion !== null) {
      this.remember(userId, row.companyId);
      this.put(route.key(row.companyId, ctx), { version: row.dataVersion, body });
    }
    return body;
  }

  /** The kept answers' total size (bytes) and count, for tests and diagnostics. */
  get size(): { bytes: number; entries: number } {
    return { bytes: this.bytes, entries: this.entries.size };
  }

  private remember(userId: number, companyId: number): void {
    if (this.companyOfUser.get(userId) === companyId) return;
    if (this.companyOfUser.size >= this.maxUsers) this.companyOfUser.clear();
    this.companyOfUser.set(userId, companyId);
  }

  private touch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private put(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    if (entry.body.length > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }
}
