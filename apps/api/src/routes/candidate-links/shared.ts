import { candidateFeedbackActions, isEmail } from '@arms/domain';
import sanitizeHtml from 'sanitize-html';
import { Type } from 'typebox';
import type { companies, jobs } from '../../db/schema';
import type { ErrorDetail } from '../../http/errors';
import { DateTime, errorResponses, Nullable } from '../../http/kit';

export const tags = ['candidate-links'];

export const Token = Type.String({ minLength: 1, maxLength: 200 });
export const TokenQuery = Type.Object({ token: Token }, { additionalProperties: false });
export const InvitationBody = Type.Object(
  {
    jobId: Type.Integer({ minimum: 1 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    candidateName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const PublicJob = Type.Object({
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
export const FeedbackView = Type.Object({
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
export const FeedbackAnswer = Type.Object({
  action: Type.String({ enum: candidateFeedbackActions.items.map((i) => i.id) }),
  comment: Type.String(),
  email: Type.String(),
  answeredAt: DateTime(),
});
export const FeedbackBody = Type.Object(
  {
    token: Token,
    action: Type.String({ enum: candidateFeedbackActions.items.map((i) => i.id) }),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export const Accepted = Type.Object({ ok: Type.Literal(true) });
export const publicErrors = errorResponses(400, 404, 409, 410);

/** A logo's link: logos are public files (routes/files), which the candidate site shows; null without one. */
export const logoUrl = (apiPrefix: string, key: string | null) => (key ? `${apiPrefix}/files/public/${key}` : null);

/**
 * The invited job as the candidate sees it (`PublicJob`): no employer name or logo when the employer posts
 * anonymously, its data protection policy as plain text.
 */
export function toPublicJob(
  invited: { job: typeof jobs.$inferSelect; company: typeof companies.$inferSelect; invitedEmail: string },
  apiPrefix: string,
) {
  const { job, company, invitedEmail } = invited;
  return {
    id: job.id,
    position: job.position,
    companyName: company.anonymousPosting ? null : company.name,
    logoUrl: company.anonymousPosting ? null : logoUrl(apiPrefix, company.logoPath),
    countryOfWork: job.countryOfWork,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    salaryNegotiable: job.salaryNegotiable,
    description: job.description,
    dataProtectionPolicy: company.dataProtectionPolicy ? plainText(company.dataProtectionPolicy) || null : null,
    invitedEmail,
  };
}

/** CV types on the invitation page: PDF and Word, by content (docs/decisions/0063, 0160). */
export const cvTypes = [
  'application/pdf',
  'application/msword',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Plain text of sanitised rich text (the policy): block ends become line breaks. */
export const plainText = (html: string) =>
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
export function applicationFields(fields: Map<string, string>) {
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
