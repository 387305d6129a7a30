import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ minLength: 1, maxLength: 200 });

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Password,
    strategy: Type.Literal('local'),
    portal: Type.Union([Type.Literal('crms'), Type.Literal('arms')]),
  },
  { additionalProperties: false },
);

export const SessionUser = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    role: Type.Array(Type.String()),
    firstName: Type.String(),
    lastName: Type.String(),
    gender: Nullable(Type.Integer()),
    photoPath: Nullable(Type.String()),
    emailSign: Nullable(Type.String()),
    companyId: Nullable(Type.Integer()),
    company: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), companyUrl: Nullable(Type.String()) })),
    permissions: Type.Array(Type.String()),
    isFirstTimeLogin: Type.Boolean(),
    acceptTermDate: Nullable(DateTime()),
  },
  { $id: 'SessionUser' },
);

export const LoginResponse = Type.Object({
  accessToken: Type.String(),
  user: Type.Ref('SessionUser'),
});

const Lang = Type.Union([Type.Literal('en'), Type.Literal('vn')]);

/** `POST /auth-management`: the three account actions of section 7, named as feathers-authentication-management names them. */
export const AuthManagementBody = Type.Union([
  Type.Object(
    {
      action: Type.Literal('passwordChange'),
      value: Type.Object(
        { email: Email, currentPassword: Password, newPassword: Password, confirmPassword: Password },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      action: Type.Literal('sendResetPwd'),
      value: Type.Object({ email: Email }, { additionalProperties: false }),
      portal: Type.Optional(Type.Union([Type.Literal('crms'), Type.Literal('arms')])),
      lang: Type.Optional(Lang),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      action: Type.Literal('resetPwdLong'),
      value: Type.Object(
        { token: Type.String({ minLength: 10, maxLength: 200 }), password: Password, confirmPassword: Password },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
]);

export const AuthManagementResponse = Type.Object({
  ok: Type.Boolean(),
  /** For sendResetPwd: how long the emailed link stays valid. */
  expiresInHours: Type.Optional(Type.Integer()),
});

export const EmailBody = Type.Object({ email: Email, lang: Type.Optional(Lang) }, { additionalProperties: false });
