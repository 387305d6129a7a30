import { Type } from 'typebox';
import { RichText } from '../../http/rich-text';
import { DateTime, Nullable } from '../../http/kit';

const Url = Type.String({ maxLength: 500, format: 'uri' });

/** An employer (spec section 3 "Company"). status: 1 active, 0 suspended, 2 pending approval. */
export const Company = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: Type.Integer({ description: '1 active, 0 suspended, 2 pending approval' }),
    companyUrl: Nullable(Type.String()),
    imagePath: Nullable(Type.String({ description: 'Logo: a public file path under the API (/files/public/...)' })),
    registrationNumber: Nullable(Type.String()),
    agencyNumber: Nullable(Type.String()),
    credits: Type.Integer(),
    subscriptionStart: Nullable(DateTime()),
    subscriptionEnd: Nullable(DateTime()),
    featured: Type.Boolean(),
    anonymousPosting: Type.Boolean(),
    footerTexts: Type.Array(Type.String()),
    dataProtectionPolicy: Nullable(Type.String()),
    website: Nullable(Type.String()),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    isView: Type.Boolean({ description: 'Whether the employer may post now (subscription running and credits left)' }),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Company' },
);

/** Fields an employer with update_company may change on its own company. */
export const employerCompanyFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  companyUrl: Nullable(Type.String({ maxLength: 100, pattern: '^[a-z0-9-]*$' })),
  website: Nullable(Url),
  email: Nullable(Type.String({ maxLength: 254, format: 'email' })),
  phone: Nullable(Type.String({ maxLength: 40 })),
  address: Nullable(Type.String({ maxLength: 500 })),
  footerTexts: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 5 }),
  dataProtectionPolicy: Nullable(RichText({ maxLength: 100_000 })),
};

/** Fields only the platform administrator changes: credits, subscription, flags, registration numbers. */
export const adminCompanyFields = {
  registrationNumber: Nullable(Type.String({ maxLength: 50 })),
  agencyNumber: Nullable(Type.String({ maxLength: 50 })),
  credits: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  subscriptionStart: Nullable(DateTime()),
  subscriptionEnd: Nullable(DateTime()),
  featured: Type.Boolean(),
  anonymousPosting: Type.Boolean(),
};

const optional = <T extends Record<string, Parameters<typeof Type.Optional>[0]>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as {
    [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>>;
  };

/** The first account administrator of an employer the platform administrator creates (section 2). */
export const FirstAccountAdmin = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('vn')])),
  },
  {
    additionalProperties: false,
    description:
      'Created with the company in one transaction: the primary account administrator with every permission; it receives the email to create its password.',
  },
);

export const CreateCompanyBody = Type.Object(
  {
    ...optional(employerCompanyFields),
    ...optional(adminCompanyFields),
    name: employerCompanyFields.name,
    accountAdmin: Type.Optional(FirstAccountAdmin),
  },
  { additionalProperties: false },
);

export const UpdateCompanyBody = Type.Object(
  { ...optional(employerCompanyFields), ...optional(adminCompanyFields) },
  { additionalProperties: false, minProperties: 1 },
);

export const RegistrationBody = Type.Object(
  {
    company: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 200 }),
        registrationNumber: Type.Optional(Type.String({ maxLength: 50 })),
        agencyNumber: Type.Optional(Type.String({ maxLength: 50 })),
        website: Type.Optional(Url),
        phone: Type.Optional(Type.String({ maxLength: 40 })),
        address: Type.Optional(Type.String({ maxLength: 500 })),
      },
      { additionalProperties: false },
    ),
    user: Type.Object(
      {
        email: Type.String({ maxLength: 254, format: 'email' }),
        firstName: Type.String({ maxLength: 100 }),
        lastName: Type.Optional(Type.String({ maxLength: 100 })),
        password: Type.String({ maxLength: 200 }),
        confirmPassword: Type.String({ maxLength: 200 }),
      },
      { additionalProperties: false },
    ),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('vn')])),
  },
  { additionalProperties: false },
);

export const RegistrationResponse = Type.Object({
  companyId: Type.Integer(),
  userId: Type.Integer(),
  status: Type.Integer({ description: '2: pending approval by the platform administrator' }),
});

export const CreditBody = Type.Object(
  {
    companyId: Type.Integer({ minimum: 1 }),
    amount: Type.Integer({
      minimum: -1_000_000,
      maximum: 1_000_000,
      description: 'Credits to add (negative to remove)',
    }),
    reason: Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'Why the credits change (kept in the history of credit changes)',
    }),
  },
  { additionalProperties: false },
);

export const CreditResponse = Type.Object({ id: Type.Integer(), credits: Type.Integer(), isView: Type.Boolean() });

export const ImageResponse = Type.Object({
  imagePath: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Advice, not an error: a logo far from the recommended 250 x 60 (section 5). */
  advice: Type.Array(Type.Object({ field: Type.String(), code: Type.String() })),
});

/** One change of an employer's credits (the history the administration portal shows). */
export const CreditChange = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  amount: Type.Integer({ description: 'Credits added (negative: removed)' }),
  balance: Type.Integer({ description: 'The balance after the change' }),
  reason: Type.String(),
  createdBy: Nullable(
    Type.Object({ id: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  ),
  createdAt: DateTime(),
});
