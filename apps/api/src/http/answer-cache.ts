/**
 * The hot lists' answers, kept with the company data version they were read at (docs/decisions/0207).
 *
 * A request whose user's company has a kept answer reads only the caller and the caller's company data
 * version (`readVersion`); when both still match, the kept bytes are sent. Otherwise, or without a kept
 * answer, the list's own statement reads the caller, the version and the answer, which is then kept.
 * Every write to the rows behind these answers raises the company's version in its own transaction
 * (migration 0020's triggers), so a kept answer is sent only while nothing it shows has changed, on every
 * instance at once. Nothing about the caller is kept: it is read on every request and checked before any
 * answer (ADR 0182, 0200).
 *
 * Bounded by bytes (least recently used first out). The user to company map only chooses which kept
 * answer to try; the version statement decides whether it is the caller's company's.
 */

/** What a hot list's statement, and the version statement, read besides the caller. */
export interface VersionedRow {
  companyId: number | null;
  /** The caller's company data version, as text (`bigint`); null without a company or a version yet. */
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
export interface KeptAnswerRoute<Row extends VersionedRow, Ctx, VersionRow extends VersionedRow = VersionedRow> {
  /** The key of the company's kept answer for this request. */
  key(companyId: number, ctx: Ctx): string;
  /** The caller and the caller's company version alone, to confirm a kept answer. */
  readVersion(ctx: Ctx): Promise<VersionRow | undefined>;
  /** The caller's checks on the version row: throws to refuse (401, 403). */
  checkCaller(row: VersionRow | undefined, ctx: Ctx): asserts row is VersionRow;
  /** Runs the list's statement: the caller, the version and the answer. */
  read(ctx: Ctx): Promise<Row | undefined>;
  /** The caller's and the answer's checks on its row: throws to refuse (401, 403, 404). */
  check(row: Row | undefined, ctx: Ctx): asserts row is Row;
  /** The answer of a row. */
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
   * The bytes a hot list answers `userId`: the kept answer of the company the user was last seen in, when
   * the caller is still of that company and its version has not moved; else the list's statement's
   * answer, then kept for the caller's company at the version read with it.
   */
  async answer<Row extends VersionedRow, Ctx, VersionRow extends VersionedRow>(
    userId: number,
    route: KeptAnswerRoute<Row, Ctx, VersionRow>,
    ctx: Ctx,
  ): Promise<Buffer> {
    const companyId = this.companyOfUser.get(userId);
    if (companyId !== undefined) {
      const key = route.key(companyId, ctx);
      const entry = this.entries.get(key);
      if (entry) {
        const current = await route.readVersion(ctx);
        route.checkCaller(current, ctx);
        if (current.companyId === companyId && current.dataVersion === entry.version) {
          this.touch(key, entry);
          return entry.body;
        }
      }
    }
    const row = await route.read(ctx);
    route.check(row, ctx);
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

  private touch(key: string, entry: Entry): void {
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
