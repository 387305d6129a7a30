import { Type } from 'typebox';

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
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
    gender: Type.Union([Type.Integer(), Type.Null()]),
    photoPath: Type.Union([Type.String(), Type.Null()]),
    emailSign: Type.Union([Type.String(), Type.Null()]),
    companyId: Type.Union([Type.Integer(), Type.Null()]),
    company: Type.Union([
      Type.Object({ id: Type.Integer(), name: Type.String(), companyUrl: Type.Union([Type.String(), Type.Null()]) }),
      Type.Null(),
    ]),
    permissions: Type.Array(Type.String()),
    isFirstTimeLogin: Type.Boolean(),
    acceptTermDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'SessionUser' },
);

export const LoginResponse = Type.Object({
  accessToken: Type.String(),
  user: Type.Ref('SessionUser'),
});
