import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/** A file sent with a message, e.g. an interview's `invite.ics` (text/calendar). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A message to send. */
export interface OutgoingEmail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  text: string;
  /** Where it came from (a template key or `custom-email:<id>`), for the admin's record. */
  source?: string;
  attachments?: EmailAttachment[];
  /** Not sent before this time (a resume's email reminder); default now. */
  sendAt?: Date;
}

/** What delivers a message: nodemailer's transport in production, anything with sendMail in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string[];
    cc: string[];
    bcc: string[];
    subject: string;
    html: string;
    text: string;
    attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  }): Promise<{ messageId?: string }>;
}

export interface OutboxOptions {
  /** Undefined: messages are only recorded (no SMTP_URL), visible to platform admins. */
  transport?: MailTransport;
  from: string;
  /** Attempts before a message is marked failed. @default 8 */
  maxAttempts?: number;
  /** Delay before attempt n+1 after n failures. @default 30 s doubling, at most 1 hour */
  backoffMs?: (attempts: number) => number;
  now?: () => Date;
}

/** nodemailer over SMTP from a URL such as smtp://user:pass@host:587 (SMTP_URL). */
export function smtpTransport(url: string): MailTransport & { close(): void } {
  const transporter: Transporter = nodemailer.createTransport(url);
  return {
    sendMail: (message) => transporter.sendMail(message),
    close: () => transporter.close(),
  };
}

export const defaultBackoff = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The email outbox (ARCHITECTURE.md "Email"): every message is written to `email_outbox` first, in the
 * caller's transaction when there is one; a worker then delivers due messages, and a failure only moves
 * the next attempt later (bounded attempts, exponential backoff), so nothing is lost while SMTP is down.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  readonly maxAttempts: number;
  private readonly backoff: (attempts: number) => number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.backoff = options.backoffMs ?? defaultBackoff;
    this.now = options.now ?? (() => new Date());
  }

  get delivers(): boolean {
    return this.options.transport !== undefined;
  }

  /** Records messages for delivery; pass a transaction to make them part of it. */
  async enqueue(messages: OutgoingEmail[], db: Db = this.db): Promise<number[]> {
    if (messages.length === 0) return [];
    const rows = await db
      .insert(outbox)
      .values(
        messages.map((m) => ({
          to: m.to,
          cc: m.cc ?? [],
          bcc: m.bcc ?? [],
          subject: m.subject,
          html: m.html,
          text: m.text,
          source: m.source ?? null,
          attachments: (m.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
          })),
          nextAttemptAt: m.sendAt ?? this.now(),
        })),
      )
      .returning({ id: outbox.id });
    return rows.map((r) => r.id);
  }

  /** Delivers every due message once; answers how many were sent and how many failed this round. */
  async deliverDue(limit = 50): Promise<{ sent: number; failed: number }> {
    const transport = this.options.transport;
    if (!transport) return { sent: 0, failed: 0 };
    const now = this.now();
    const due = await this.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit);
    let sent = 0;
    let failed = 0;
    for (const message of due) {
      // Claim the row: another instance that read it too loses the race and skips it.
      const claimed = await this.db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + 10 * 60_000) })
        .where(and(eq(outbox.id, message.id), eq(outbox.attempts, message.attempts), eq(outbox.status, 'pending')))
        .returning({ attempts: outbox.attempts });
      const attempts = claimed[0]?.attempts;
      if (attempts === undefined) continue;
      try {
        const info = await transport.sendMail({
          from: this.options.from,
          to: message.to,
          cc: message.cc,
          bcc: message.bcc,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        });
        await this.db
          .update(outbox)
          .set({ status: 'sent', sentAt: this.now(), messageId: info.messageId ?? null, lastError: null })
          .where(eq(outbox.id, message.id));
        sent += 1;
      } catch (error) {
        failed += 1;
        const gaveUp = attempts >= this.maxAttempts;
        await this.db
          .update(outbox)
          .set({
            status: gaveUp ? 'failed' : 'pending',
            lastError: String((error as Error).message ?? error).slice(0, 500),
            nextAttemptAt: new Date(this.now().getTime() + this.backoff(attempts)),
          })
          .where(eq(outbox.id, message.id));
      }
    }
    return { sent, failed };
  }

  /** Polls for due messages every `intervalMs` until stopped. */
  start(intervalMs = 5_000): void {
    if (!this.delivers || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.deliverDue()
        .catch(() => undefined)
        .finally(() => {
          this.running = undefined;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
