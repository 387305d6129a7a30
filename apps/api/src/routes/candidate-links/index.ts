import { candidateFeedbackActions, isEmail, staffRoles } from '@arms/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { tenantScope } from '../../auth/tenancy';
import { candidateTokens, companies, jobResumes, jobs, resumes } from '../../db/schema';
import { storeFilePart, uploadError, type StoredUpload } from '../../files/upload';
import { ApiError, fail, type ErrorDetail } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { langForAddress, userLang } from '../../mail/language';
import { sendTemplate } from '../../mail/render';
import { consumeCandidateToken, issueCandidateToken, readCandidateToken } from '../../services/candidate-tokens';
import type { Services } from '../../services/context';
import { recordStatusChanges } from '../../services/nomination-log';
import { loadJob } from '../jobs/repository';
import { IdParams, Nullable, security } from '../../http/kit';

const Token = Type.String({ minLength: 1, maxLength: 200 });
const TokenQuery = Type.Object({ token: Token }, { additionalProperties: false });
const InvitationBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    candidateName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
const PublicJob = Type.Object({
  id: Type.Integer(),
  position: Type.String(),
  /** Null when the employer posts anonymously (company setting `anonymousPosting`). */
  companyName: Nullable(Type.String()),
  /** The employer's logo (a public file), null when it has none or posts anonymously. */
  logoUrl: Nullable(Type.String()),
  countryOfWork: Nullable(Type.String()),
  salaryMin: Nullable(Type.Number()),
  salaryMax: Nullable(Type.Number()),
  salaryCurrency: Nullable(Type.String()),
  /** @arms/domain salaryPeriods id (1 hour, 2 day, 3 month, 4 annum). */
  salaryPeriod: Nullable(Type.Integer()),
  salaryNegotiable: Type.Boolean(),
  description: Nullable(Type.String()),
  /** The employer's data protection policy as plain text, which the applicant consents to. */
  dataProtectionPolicy: Nullable(Type.String()),
  /** The address the invitation went to, to prefill the form. */
  invitedEmail: Type.String(),
});
const FeedbackView = Type.Object({
  position: Type.String(),
  companyName: Type.String(),
  /** The employer's logo (a public file), null when it has none. */
  logoUrl: Nullable(Type.String()),
  candidate: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    skills: Type.Array(Type.String()),
    experienceMonths: Nullable(Type.Integer()),
    /** Days until the candidate can start (@arms/domain availabilities; 0 immediately). */
    availability: Nullable(Type.Integer()),
  }),
  /** What the recruiter wrote when nominating. */
  remarks: Nullable(Type.String()),
  status: Type.Integer(),
});
const FeedbackAnswer = Type.Object({
  action: Type.String({ enum: candidateFeedbackActions.items.map((i) => i.id) }),
  comment: Type.String(),
  email: Type.String(),
  answeredAt: Type.String({ format: 'date-time' }),
});
const FeedbackBody = Type.Object(
  {
    token: Token,
    action: Type.String({ enum: candidateFeedbackActions.items.map((i) => i.id) }),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
const Accepted = Type.Object({ ok: Type.Literal(true) });
const publicErrors = errorResponses(400, 404, 409, 410);

/** CV types on the invitation page: PDF and Word, by content (docs/decisions/0063, 0160). */
const cvTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Plain text of sanitised rich text (the policy): block ends become line breaks. */
const plainText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The invitation form's text fields, checked like a TypeBox body would be (multipart has none). */
function applicationFields(fields: Map<string, string>) {
  const details: ErrorDetail[] = [];
  const text = (name: string, max: number, required: boolean) => {
    const value = (fields.get(name) ?? '').trim();
    if (required && !value) details.push({ field: `body.${name}`, code: 'validation.required' });
    else if (value.length > max) details.push({ field: `body.${name}`, code: 'validation.maxLength', params: { max } });
    return value;
  };
  const firstName = text('firstName', 100, true);
  const lastName = text('lastName', 100, false);
  const email = text('email', 254, true);
  if (email && !isEmail(email)) details.push({ field: 'body.email', code: 'domain.validation.email.invalid' });
  const phone = text('phone', 40, true);
  if (phone && !/^\+?[0-9 ().-]{6,40}$/.test(phone)) details.push({ field: 'body.phone', code: 'validation.phone' });
  if (fields.get('consent') !== 'true') details.push({ field: 'body.consent', code: 'validation.consent' });
  for (const name of fields.keys()) {
    if (!['token', 'firstName', 'lastName', 'email', 'phone', 'consent'].includes(name)) {
      details.push({ field: `body.${name}`, code: 'validation.additionalProperty' });
    }
  }
  return { details, value: { firstName, lastName, email: email.toLowerCase(), phone } };
}

/**
 * Candidate links (section 9): the invitation to apply (86400 s) and the hiring manager's nomination
 * feedback (604800 s). The links point at the candidate site (CANDIDATE_PUBLIC_URL, spec section 2
 * paths). The public endpoints need no session; each token reads only its own target and takes
 * exactly one answer; a second answer is 409 (docs/decisions/0053, 0160).
 */
export const candidateLinkRoutes: FastifyPluginAsyncTypebox<{ services: Services; uploadLimit: number }> = async (
  app,
  { services, uploadLimit },
) => {
  const { db, outbox, now, candidatePublicUrl, storage, apiPrefix, candidateTokenSecret: secret } = services;
  // Logos are public files (routes/files): the candidate site shows the employer's.
  const logoUrl = (key: string | null) => (key ? `${apiPrefix}/files/public/${key}` : null);

  app.post(
    '/jobs/invitation',
    {
      config: { access: { roles: staffRoles, permissions: ['post_job', 'view_all_job'] } },
      schema: {
        operationId: 'inviteToApply',
        tags: ['candidate-links'],
        summary: 'Email a candidate an invitation-to-apply link (valid one day)',
        security,
        body: InvitationBody,
        response: { 201: Accepted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const scope = tenantScope(auth);
      const { job } = await loadJob(db, scope, request.body.jobId);
      const [company] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, job.companyId));
      await db.transaction(async (tx) => {
        const token = await issueCandidateToken(
          tx,
          secret,
          'invitation',
          { companyId: job.companyId, jobId: job.id, email: request.body.email.toLowerCase() },
          now(),
        );
        // The candidate's language is unknown: the sender's (docs/decisions/0092).
        const lang = await langForAddress(tx, request.body.email, await userLang(tx, auth.userId));
        await sendTemplate(tx, outbox, 'invitationToApply', lang, request.body.email, {
          candidateName: request.body.candidateName,
          companyName: company!.name,
          position: job.position,
          link: `${candidatePublicUrl}/invitation-to-apply/${job.id}?token=${token}`,
        });
      });
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/candidate-links/invitation',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'readInvitation',
        tags: ['candidate-links'],
        summary: 'The job an invitation token names, as the candidate sees it (no session)',
        querystring: TokenQuery,
        response: { 200: PublicJob, ...publicErrors },
      },
    },
    async (request) => {
      const row = await readCandidateToken(db, secret, 'invitation', request.query.token, now());
      const [found] = await db
        .select({ job: jobs, company: companies })
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(eq(jobs.id, row.jobId!));
      if (!found) throw fail('JOB_NOT_EXISTED');
      const { job, company } = found;
      return {
        id: job.id,
        position: job.position,
        companyName: company.anonymousPosting ? null : company.name,
        logoUrl: company.anonymousPosting ? null : logoUrl(company.logoPath),
        countryOfWork: job.countryOfWork,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        salaryCurrency: job.salaryCurrency,
        salaryPeriod: job.salaryPeriod,
        salaryNegotiable: job.salaryNegotiable,
        description: job.description,
        dataProtectionPolicy: company.dataProtectionPolicy ? plainText(company.dataProtectionPolicy) || null : null,
        invitedEmail: row.email,
      };
    },
  );

  app.post(
    '/candidate-links/invitation',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'applyByInvitation',
        tags: ['candidate-links'],
        summary: 'Apply to the invited job once, with a CV: creates the resume and its portal nomination',
        description:
          'multipart/form-data: the fields `token`, `firstName`, `lastName` (optional), `email`, `phone`, ' +
          '`consent` (`true`: the data protection policy is accepted), then the file `cv` (PDF or Word, ' +
          'checked by content, at most UPLOAD_MAX_MB). The token must come before the file.',
        consumes: ['multipart/form-data'],
        response: { 201: Accepted, ...errorResponses(400, 404, 409, 410, 413) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw fail('VALIDATION_ERROR', [{ field: 'body', code: 'validation.multipart' }]);
      const fields = new Map<string, string>();
      let cv: StoredUpload | undefined;
      try {
        // What the multipart parser throws (no boundary, a part cut off) is the client's error: 400, never a 500.
        try {
          for await (const part of request.parts({ limits: { fileSize: uploadLimit, files: 1, fields: 10 } })) {
            if (part.type === 'field') {
              if (typeof part.value !== 'string' || fields.has(part.fieldname)) {
                throw fail('VALIDATION_ERROR', [{ field: `body.${part.fieldname}`, code: 'validation.invalid' }]);
              }
              fields.set(part.fieldname, part.value);
              continue;
            }
            if (part.fieldname !== 'cv' || cv) {
              part.file.resume();
              throw fail('VALIDATION_ERROR', [
                { field: `body.${part.fieldname}`, code: 'validation.additionalProperty' },
              ]);
            }
            // Nothing is stored for a link that cannot take the answer.
            const token = fields.get('token');
            if (!token) {
              part.file.resume();
              throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.token', code: 'validation.required' }]);
            }
            await readCandidateToken(db, secret, 'invitation', token, now()).catch((error: unknown) => {
              part.file.resume();
              throw error;
            });
            cv = await storeFilePart(part, storage, { folder: 'resumes', maxBytes: uploadLimit, accept: cvTypes });
          }
        } catch (error) {
          throw uploadError(error, uploadLimit);
        }
        const token = fields.get('token');
        if (!token) throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.token', code: 'validation.required' }]);
        const { details, value } = applicationFields(fields);
        if (!cv) details.push({ field: 'body.cv', code: 'validation.required' });
        if (details.length > 0) throw fail('VALIDATION_ERROR', details);
        const file = cv!;
        await db.transaction(async (tx) => {
          const row = await readCandidateToken(tx, secret, 'invitation', token, now());
          await consumeCandidateToken(tx, 'invitation', row.id, { ...value, consentAt: now().toISOString() }, now());
          const [resume] = await tx
            .insert(resumes)
            .values({
              companyId: row.companyId,
              firstName: value.firstName,
              lastName: value.lastName,
              email: value.email,
              contactHome: value.phone,
              cvPath: file.key,
              cvName: file.filename.slice(0, 200),
              cvMimeType: file.mimeType,
              createdAt: now(),
              updatedAt: now(),
            })
            .returning();
          const [nomination] = await tx
            .insert(jobResumes)
            .values({
              companyId: row.companyId,
              jobId: row.jobId,
              resumeId: resume!.id,
              isPortal: 1,
              portalState: 'pending',
              createdAt: now(),
              updatedAt: now(),
            })
            .returning();
          await recordStatusChanges(
            tx,
            row.companyId,
            null,
            [{ id: nomination!.id, from: null, to: nomination!.status }],
            now(),
          );
        });
      } catch (error) {
        if (cv) await storage.delete(cv.key).catch(() => {});
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError('FILE_TOO_LARGE', [
            {
              field: 'file',
              code: 'domain.validation.file.tooLarge',
              params: { maxSize: Math.round(uploadLimit / 1048576) },
            },
          ]);
        }
        throw error;
      }
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/candidate-links/feedback',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'readNominationFeedback',
        tags: ['candidate-links'],
        summary: "The nominated candidate's summary for the hiring manager (no session)",
        querystring: TokenQuery,
        response: { 200: FeedbackView, ...publicErrors },
      },
    },
    async (request) => {
      const row = await readCandidateToken(db, secret, 'nominationFeedback', request.query.token, now());
      const [found] = await db
        .select({
          position: jobs.position,
          companyName: companies.name,
          logoPath: companies.logoPath,
          firstName: resumes.firstName,
          lastName: resumes.lastName,
          skills: resumes.skills,
          experienceMonths: resumes.experienceMonths,
          availability: resumes.availability,
          remarks: jobResumes.remarks,
          status: jobResumes.status,
        })
        .from(jobResumes)
        .innerJoin(jobs, eq(jobs.id, jobResumes.jobId))
        .innerJoin(companies, eq(companies.id, jobResumes.companyId))
        .innerJoin(resumes, eq(resumes.id, jobResumes.resumeId))
        .where(eq(jobResumes.id, row.jobResumeId!));
      if (!found) throw fail('NO_RECORD_FOUND_FOR_ID');
      const { position, companyName, firstName, lastName, skills, experienceMonths, availability } = found;
      return {
        position,
        companyName,
        logoUrl: logoUrl(found.logoPath),
        candidate: { firstName, lastName, skills, experienceMonths, availability },
        remarks: found.remarks,
        status: found.status,
      };
    },
  );

  app.post(
    '/candidate-links/feedback',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'answerNominationFeedback',
        tags: ['candidate-links'],
        summary: 'Record the hiring manager’s one feedback action with a comment',
        body: FeedbackBody,
        response: { 201: Accepted, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { token, action, comment } = request.body;
      await db.transaction(async (tx) => {
        const row = await readCandidateToken(tx, secret, 'nominationFeedback', token, now());
        await consumeCandidateToken(tx, 'nominationFeedback', row.id, { action, comment: comment ?? '' }, now());
      });
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.get(
    '/job-resumes/:id/feedback',
    {
      config: { access: { roles: staffRoles, permissions: ['view_all_job', 'view_assigned_job'], tenant: true } },
      schema: {
        operationId: 'listNominationFeedback',
        tags: ['candidate-links'],
        summary: "The hiring manager's answers to a nomination's feedback links, oldest first",
        security,
        params: IdParams,
        response: { 200: Type.Array(FeedbackAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = tenantScope(caller(request));
      const [nomination] = await db
        .select({ id: jobResumes.id })
        .from(jobResumes)
        .where(and(eq(jobResumes.id, request.params.id), eq(jobResumes.companyId, scope.companyId)));
      if (!nomination) throw fail('NO_RECORD_FOUND_FOR_ID');
      const rows = await db
        .select({ email: candidateTokens.email, usedAt: candidateTokens.usedAt, answer: candidateTokens.answer })
        .from(candidateTokens)
        .where(
          and(
            eq(candidateTokens.jobResumeId, nomination.id),
            eq(candidateTokens.kind, 'nominationFeedback'),
            isNotNull(candidateTokens.usedAt),
          ),
        )
        .orderBy(asc(candidateTokens.usedAt));
      return rows.map((r) => {
        const answer = r.answer as { action: string; comment?: string };
        return {
          action: answer.action,
          comment: answer.comment ?? '',
          email: r.email,
          answeredAt: r.usedAt!.toISOString(),
        };
      });
    },
  );
};
