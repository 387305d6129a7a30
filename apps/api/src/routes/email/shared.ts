import { emailAlertRuleTypes, emailTemplateKeys } from '@arms/domain';
import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';
import { RichText } from '../../http/rich-text';

/**
 * What the email files share (spec section 2 /arms/emails, section 7 "Email"): who may use them and
 * the schemas of custom emails, templates, rules and the outbox (docs/decisions/0196).
 */

export const tags = ['email'];
export const platformAdmin = ['arms_admin'] as const;
/** Email alert rules (section 2 /setting/rules-email-alerts): email_alert, administrators and HR (docs/decisions/0014). */
export const ruleEditors = ['account_admin', 'hr_staff', 'super_user'] as const;
export const ruleAccess = { roles: ruleEditors, permissions: ['email_alert'] as const };
export const Lang = Type.Union([Type.Literal('en'), Type.Literal('vn')]);

export const CustomEmail = Type.Object(
  {
    id: Type.Integer(),
    subject: Type.String(),
    body: Type.String(),
    recipientUserIds: Type.Array(Type.Integer()),
    recipientCompanyIds: Type.Array(Type.Integer()),
    status: Type.Union([Type.Literal('draft'), Type.Literal('sent')]),
    sentCount: Type.Integer(),
    sentAt: Nullable(DateTime()),
    delivery: Type.Object(
      { pending: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() },
      { description: "The outbox's delivery status of the messages this email queued, counted by status" },
    ),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'CustomEmail' },
);

export const OutboxMessage = Type.Object(
  {
    id: Type.Integer(),
    to: Type.Array(Type.String()),
    subject: Type.String(),
    source: Nullable(Type.String()),
    status: Type.String({ description: 'pending, sent or failed' }),
    attempts: Type.Integer(),
    nextAttemptAt: DateTime(),
    lastError: Nullable(Type.String()),
    createdAt: DateTime(),
    sentAt: Nullable(DateTime()),
  },
  { $id: 'OutboxMessage' },
);

export const EmailRule = Type.Object(
  {
    id: Type.Integer(),
    companyId: Type.Integer(),
    name: Type.String(),
    type: Type.String(),
    status: Type.Integer(),
    staffIds: Type.Array(Type.Integer()),
    createdAt: DateTime(),
  },
  { $id: 'EmailRule' },
);

const Recipients = {
  recipientUserIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, uniqueItems: true })),
  recipientCompanyIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 5000, uniqueItems: true })),
};
export const CustomEmailBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    body: RichText({ minLength: 1, maxLength: 200_000 }),
    ...Recipients,
  },
  { additionalProperties: false },
);
export const CustomEmailPatch = Type.Object(
  {
    subject: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    body: Type.Optional(RichText({ minLength: 1, maxLength: 200_000 })),
    ...Recipients,
  },
  { additionalProperties: false, minProperties: 1 },
);

/** A static template's key (section 7), and one template in one language as the API answers it. */
export const TemplateKey = Type.Union(emailTemplateKeys.map((k) => Type.Literal(k)));
export const Template = Type.Object({
  key: Type.String(),
  lang: Lang,
  subject: Type.String(),
  body: Type.String(),
  placeholders: Type.Array(Type.String()),
  customised: Type.Boolean(),
});

export const RuleType = Type.Union(emailAlertRuleTypes.ids.map((id) => Type.Literal(id)));
/** One staff member's assignment to an email rule. */
export const Assignment = Type.Object({ id: Type.Integer(), ruleId: Type.Integer(), staffId: Type.Integer() });
