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

  /** The kept answer of `key(company)` for the company `userId` was last seen in, if any. */
  hint(userId: number, key: (companyId: number) => string): AnswerHint | undefined {
    const companyId = this.companyOfUser.get(userId);
    if (companyId === undefined) return undefined;
    const entry = this.entries.get(key(companyId));
    return entry && { companyId, version: entry.version, body: entry.body };
  }

  /**
   * The bytes to answer after the statement ran: the hint's when the statement confirmed it (`fresh`
   * undefined), else the fresh answer, kept for the caller's company at the version read with it.
   */
  settle(
    userId: number,
    row: VersionedRow,
    hint: AnswerHint | undefined,
    key: (companyId: number) => string,
    fresh: (() => string) | undefined,
  ): Buffer {
    if (fresh === undefined) {
      if (!hint) throw new Error('AnswerCache.settle: the statement confirmed no hint');
      this.touch(key(hint.companyId));
      return hint.body;
    }
    const body = Buffer.from(fresh());
    if (row.companyId !== null && row.dataVersion !== null) {
      this.remember(userId, row.companyId);
      this.put(key(row.companyId), { version: row.dataVersion, body });
    }
    return body;
  }

  /**
   * A hot list's answer for `userId`: `read` runs its statement with the kept answer of `key` on offer,
   * `check` applies the caller's checks to the row (it throws to refuse: 401, 403, 404), and `text` is
   * the fresh answer of a row that carries one. The bytes to send.
   */
  async answer<Row extends VersionedRow & { data: string | null }>(
    userId: number,
    key: (companyId: number) => string,
    steps: {
      read: (kept: AnswerHint | undefined) => Promise<Row | undefined>;
      check: (row: Row | undefined) => asserts row is Row;
      text: (row: Row) => string;
    },
  ): Promise<Buffer> {
    const kept = this.hint(userId, key);
    const row = await steps.read(kept);
    steps.check(row);
    return this.settle(userId, row, kept, key, row.data === null ? undefined : () => steps.text(row));
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
