import { createServer, type AddressInfo } from 'node:net';
import { buildIcs } from '@arms/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/db/schema';
import { demoAccounts } from '../../../src/db/seed';
import { Outbox, smtpTransport, type MailTransport } from '../../../src/mail/outbox';
import { createStaffUser, lastEmailTo } from '../../fixtures';
import { createTestContext, login, requester, type TestContext } from '../../harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = (server.server.address() as AddressInfo).port;
  return { received, port: address, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let ctx: TestContext;
const send = requester(() => ctx.app);
let clock = new Date('2026-06-01T00:00:00Z');
let current: MailTransport;
const switchable: MailTransport = { sendMail: (m) => current.sendMail(m) };
let arms: { authorization: string };
let employer: { authorization: string };

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock, mailTransport: switchable, mailFrom: 'ARMS <no-reply@arms.test>' });
  arms = await login(ctx.app, demoAccounts.platformAdmin.email, demoAccounts.platformAdmin.password, 'arms');
  employer = await login(ctx.app, demoAccounts.accountAdmin.email, demoAccounts.accountAdmin.password);
  // Mail queued by the seed and logins is not what these tests look at.
  await ctx.database.db.update(outbox).set({ status: 'sent' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('given SMTP on loopback', () => {
  it('should deliver a reset-password email through the outbox worker', async () => {
    const smtp = await startSmtp();
    current = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
      await send('POST', '/auth-management', undefined, { action: 'sendResetPwd', value: { email: user.email } });
      expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual([user.email]);
      expect(mail!.from).toBe('no-reply@arms.test');
      expect(mail!.raw).toMatch(/Subject: Reset your ARMS password/);
      // Quoted-printable: soft line breaks and `=3D` for `=`.
      const body = mail!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      expect(body).toContain('expires in 2 hours');
      expect(body).toMatch(/https:\/\/arms\.test\/create-password\?token=[A-Za-z0-9_-]{43}/);
      const row = await lastEmailTo(ctx.database.db, user.email);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: expect.any(String) });
    } finally {
      await smtp.close();
    }
  });

  it('should keep a message while SMTP is down and deliver it when it is back', async () => {
    const port = await freePort();
    current = smtpTransport(`smtp://127.0.0.1:${port}`);
    const user = await createStaffUser(ctx.database.db, { roles: ['hr_staff'], companyId: 1 });
    await send('POST', '/resend-verification-email', undefined, { email: user.email });
    expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const waiting = await lastEmailTo(ctx.database.db, user.email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });
    expect(waiting!.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);

    const smtp = await startSmtp(port);
    try {
      // Not due yet: nothing is sent before the backoff has passed.
      expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
      clock = new Date(clock.getTime() + 30_000);
      expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received[0]!.raw).toMatch(/Subject: Create your ARMS password/);
      expect((await lastEmailTo(ctx.database.db, user.email))!.status).toBe('sent');
    } finally {
      await smtp.close();
    }
  });
});

describe('given a message with a calendar attachment', () => {
  it('should store it base64 with the row and deliver the .ics part over SMTP', async () => {
    const smtp = await startSmtp();
    current = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    try {
      await ctx.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
      const ics = buildIcs({
        method: 'REQUEST',
        uid: 'interview-smtp@arms.test',
        sequence: 0,
        stamp: clock,
        start: new Date('2026-06-10T02:00:00Z'),
        end: new Date('2026-06-10T03:00:00Z'),
        summary: 'Phỏng vấn: Kỹ sư công trường',
        organizer: { name: 'Lotus', email: 'hr@lotus.test' },
        attendees: [{ name: 'Mei', email: 'mei@candidate.test' }],
      });
      const [id] = await ctx.app.outbox.enqueue([
        {
          to: ['mei@candidate.test'],
          subject: 'Interview invitation',
          html: '<p>See you</p>',
          text: 'See you',
          attachments: [
            { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics },
          ],
        },
      ]);
      const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, id!));
      expect(row!.attachments).toEqual([
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: Buffer.from(ics).toString('base64'),
        },
      ]);
      expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/Content-Type: multipart\/mixed/);
      expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=invite\.ics/);
      expect(raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
      const part =
        /Content-Disposition: attachment; filename=invite\.ics\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(
          raw,
        );
      expect(Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(ics);
    } finally {
      await smtp.close();
    }
  });
});

describe('given the outbox retry policy', () => {
  it('should back off exponentially and give up after the last attempt', async () => {
    let t = new Date('2026-07-01T00:00:00Z');
    const failing: MailTransport = { sendMail: () => Promise.reject(new Error('connection refused')) };
    const box = new Outbox(ctx.database.db, {
      transport: failing,
      from: 'x@y.z',
      maxAttempts: 3,
      backoffMs: (n) => n * 1000,
      now: () => t,
    });
    await ctx.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
    const [id] = await box.enqueue([{ to: ['a@b.co'], subject: 's', html: '<p>h</p>', text: 'h' }]);
    const row = async () => (await ctx.database.db.select().from(outbox).where(eq(outbox.id, id!)))[0]!;
    for (const [attempt, wait] of [
      [1, 1000],
      [2, 2000],
    ] as const) {
      expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1 });
      expect(await row()).toMatchObject({ status: 'pending', attempts: attempt });
      t = new Date(t.getTime() + wait);
    }
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3, lastError: 'connection refused' });
    const retry = await send('POST', `/email-outbox/${id}/retry`, arms);
    expect(retry.json()).toEqual({ id, status: 'pending' });
  });

  it('should only record messages when no transport is configured', async () => {
    const box = new Outbox(ctx.database.db, { from: 'x@y.z' });
    await box.enqueue([{ to: ['c@d.co'], subject: 's', html: '<p>h</p>', text: 'h' }]);
    expect(box.delivers).toBe(false);
    expect(await box.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});

describe('given custom emails', () => {
  it('should write, edit and send a custom email to chosen employers, BCC included, body sanitised', async () => {
    const created = await send('POST', '/custom-emails', arms, {
      subject: 'Platform maintenance',
      body: '<p>Tonight <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      recipientCompanyIds: [1],
    });
    expect(created.statusCode).toBe(201);
    const email = created.json();
    expect(email.body).not.toMatch(/javascript:|onerror/);
    expect(email.status).toBe('draft');
    expect(email.delivery).toEqual({ pending: 0, sent: 0, failed: 0 });
    const edited = await send('PATCH', `/custom-emails/${email.id}`, arms, { subject: 'Planned maintenance' });
    expect(edited.json().subject).toBe('Planned maintenance');
    const sent = await send('POST', `/custom-emails/${email.id}/send`, arms);
    expect(sent.json()).toMatchObject({ status: 'sent', sentCount: expect.any(Number) });
    const mail = await lastEmailTo(ctx.database.db, demoAccounts.accountAdmin.email);
    expect(mail).toMatchObject({ subject: 'Planned maintenance', source: `custom-email:${email.id}` });
    const queued = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.source, `custom-email:${email.id}`));
    expect(queued.flatMap((m) => m.bcc)).toEqual(['records@arms-demo.org']);
    const list = (await send('GET', '/custom-emails?status=sent', arms)).json();
    expect(list.data.map((e: { id: number }) => e.id)).toContain(email.id);
    // The delivery status comes from the outbox: one message per recipient, counted by its status.
    const [first] = queued;
    await ctx.database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, first!.id));
    const listed = list.data.find((e: { id: number }) => e.id === email.id);
    expect(listed.delivery.pending + listed.delivery.sent + listed.delivery.failed).toBe(queued.length);
    const one = (await send('GET', `/custom-emails/${email.id}`, arms)).json();
    expect(one.delivery.failed).toBe(1);
    expect(one.delivery.pending + one.delivery.sent).toBe(queued.length - 1);
  });

  it('should refuse sending without recipients', async () => {
    const res = await send('POST', '/send-email', arms, { subject: 'x', body: 'y' });
    expect(res.json().error).toBe('VALIDATION_ERROR');
  });
});

describe('given the static templates', () => {
  it('should render match-job and invitation templates in en and vn', async () => {
    const en = await send(
      'GET',
      '/email-templates/invitationToApply?lang=en&params[position]=Site%20Engineer&params[companyName]=Lotus',
      employer,
    );
    expect(en.json().subject).toBe('Invitation to apply: Site Engineer');
    const vn = await send('GET', '/email-templates/matchJobHeader?lang=vn', employer);
    expect(vn.json().html).toContain('Kính gửi');
    const all = (await send('GET', '/email-templates', arms)).json();
    expect(all.data.filter((t: { key: string }) => t.key === 'matchJobBodyWithoutAge')).toHaveLength(2);
  });

  it('should use the administrator’s wording once set', async () => {
    const saved = await send('POST', '/email-template', arms, {
      key: 'matchJobHeader',
      lang: 'en',
      subject: 'Shortlist for {{position}}',
      body: '<p>Hi {{recipientName}}<script>x</script></p>',
    });
    expect(saved.json()).toMatchObject({ customised: true, body: '<p>Hi {{recipientName}}</p>' });
    const out = await send(
      'GET',
      '/email-templates/matchJobHeader?params[position]=QS&params[recipientName]=Mai',
      employer,
    );
    expect(out.json()).toMatchObject({ subject: 'Shortlist for QS', html: '<p>Hi Mai</p>' });
  });
});

describe('given the interview and candidate message templates', () => {
  it('should list every new key in both languages and render an override of one', async () => {
    const all = (await send('GET', '/email-templates', arms)).json();
    const keys = all.data.map((t: { key: string; lang: string }) => `${t.key}:${t.lang}`);
    for (const key of [
      'nominationFeedback',
      'alertNewJob',
      'alertJobUpdated',
      'alertJobStatusChanged',
      'alertNominationStatus',
      'alertNominationStatusBulk',
      'interviewInvitation',
      'interviewNotice',
      'interviewCancelled',
      'notShortlisted',
      'interviewedAndFailed',
      'candidateNotification',
    ])
      expect(keys).toEqual(expect.arrayContaining([`${key}:en`, `${key}:vn`]));
    const saved = await send('POST', '/email-template', arms, {
      key: 'interviewInvitation',
      lang: 'vn',
      subject: 'Mời {{candidateName}}',
      body: '<p>{{when}}</p>',
    });
    expect(saved.statusCode).toBe(200);
    const out = await send(
      'GET',
      '/email-templates/interviewInvitation?lang=vn&params[candidateName]=Mai&params[when]=10:00',
      employer,
    );
    expect(out.json()).toMatchObject({ subject: 'Mời Mai', html: '<p>10:00</p>' });
  });
});

describe('given email rules', () => {
  it('should add rules with unique names, assign staff and remove them', async () => {
    const rule = await send('POST', '/email-rules', employer, { name: 'New jobs', type: 'addNewJob' });
    expect(rule.statusCode).toBe(201);
    const dup = await send('POST', '/email-rules', employer, { name: 'new JOBS', type: 'updateJob' });
    expect(dup.json().error).toBe('DUPLICATE_ITEM_NAME');
    const nameless = await send('POST', '/email-rules', employer, { type: 'updateJob' });
    expect(nameless.json().error).toBe('NAME_FIELD_IS_REQUIRED');
    const staffList = (await send('GET', '/company-users', employer)).json();
    const assign = await send('POST', '/rms-user-email-rules', employer, {
      ruleId: rule.json().id,
      staffId: staffList.data[0].id,
    });
    expect(assign.statusCode).toBe(201);
    const rules = (await send('GET', '/email-rules', employer)).json();
    expect(rules.data[0]).toMatchObject({ name: 'New jobs', staffIds: [staffList.data[0].id] });
    expect((await send('DELETE', `/rms-user-email-rules/${assign.json().id}`, employer)).statusCode).toBe(204);
    expect((await send('DELETE', `/email-rules/${rule.json().id}`, employer)).statusCode).toBe(204);
  });
});
