import { permissions, roles } from '@arms/domain';
import { Type } from 'typebox';
import { RichText } from '../../http/rich-text';
import { DateTime, Nullable } from '../../http/kit';

/** The users files' tag and who may use them (section 2 /setting/users, /arms/users). */
export const tags = ['users'];
export const platformAdmin = ['arms_admin'] as const;
/** Users settings (section 2 /setting/users): account administrators and HR with add_user (docs/decisions/0014). */
export const userManagers = ['account_admin', 'hr_staff', 'super_user'] as const;

const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Password = Type.String({ minLength: 1, maxLength: 200 });
export const RoleName = Type.Union(
  roles.map((r) => Type.Literal(r)),
  { description: 'An application role name (section 6)' },
);
export const PermissionName = Type.Union(
  permissions.map((p) => Type.Literal(p)),
  { description: 'A permission name (section 6)' },
);
/**
 * Roles an employer may give its users (section 6 "Assignable user roles", with `sourcer_l2` for
 * "sourcer l2", docs/decisions/0188); level 2 staff and hiring managers stay assignable through the API.
 */
export const assignableRoles = [
  'account_admin',
  'hr_staff',
  'hr_staff_l2',
  'sourcer',
  'sourcer_l2',
  'referral',
  'hiring_manager',
] as const;
const AssignableRole = Type.Union(assignableRoles.map((r) => Type.Literal(r)));

/** An account as the administration portal lists it (staff management). */
export const UserAccount = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    role: Type.Array(Type.String()),
    gender: Nullable(Type.Integer()),
    lang: Type.String(),
    companyId: Nullable(Type.Integer()),
    companyName: Nullable(Type.String()),
    status: Type.Integer({ description: 'Staff record status: 1 active, 0 suspended' }),
    permissions: Type.Array(Type.String()),
    emailVerified: Type.Boolean(),
    lastLoginAt: Nullable(DateTime()),
    createdAt: DateTime(),
  },
  { $id: 'UserAccount' },
);

/** The staff record (rms-user, section 3 "Staff user"). */
export const StaffUser = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    status: Type.Integer(),
    companyId: Nullable(Type.Integer()),
    company: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer() })),
    permissionGroup: Nullable(Type.String()),
    permission: Type.Array(Type.Object({ userPermission: Type.String() })),
    isFirstTimeLogin: Type.Boolean(),
    acceptTermDate: Nullable(DateTime()),
    isPrimary: Type.Boolean(),
    user: Type.Object({ id: Type.Integer(), email: Type.String(), role: Type.Array(Type.String()) }),
    createdAt: DateTime(),
  },
  { $id: 'StaffUser' },
);

export const CreateUserBody = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Array(RoleName, { minItems: 1, maxItems: 3, uniqueItems: true }),
    companyId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    permissions: Type.Optional(Type.Array(PermissionName, { uniqueItems: true })),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('vn')])),
  },
  { additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  {
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(Type.Array(RoleName, { minItems: 1, maxItems: 3, uniqueItems: true })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    permissions: Type.Optional(Type.Array(PermissionName, { uniqueItems: true })),
    gender: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 3 }))),
    emailSign: Type.Optional(Nullable(RichText({ maxLength: 5000 }))),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('vn')])),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const CreateStaffBody = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Array(AssignableRole, { minItems: 1, maxItems: 2, uniqueItems: true }),
    permissions: Type.Optional(Type.Array(PermissionName, { uniqueItems: true })),
    permissionGroup: Type.Optional(Type.String({ maxLength: 100 })),
    lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('vn')])),
  },
  { additionalProperties: false },
);

export const UpdateStaffBody = Type.Object(
  {
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(Type.Array(AssignableRole, { minItems: 1, maxItems: 2, uniqueItems: true })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    permissions: Type.Optional(Type.Array(PermissionName, { uniqueItems: true })),
    permissionGroup: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const UpdateMeBody = Type.Object(
  {
    acceptTerms: Type.Optional(
      Type.Literal(true, { description: 'Accepts the terms of use: acceptTermDate becomes now' }),
    ),
    isFirstTimeLogin: Type.Optional(Type.Literal(false, { description: 'Onboarding finished' })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const ChangePasswordBody = Type.Object(
  { currentPassword: Password, newPassword: Password, confirmPassword: Password },
  { additionalProperties: false },
);

export const AccessLevelBody = Type.Object(
  { userId: Type.Integer({ minimum: 1 }), permission: PermissionName },
  { additionalProperties: false },
);

export const AccessLevelResponse = Type.Object({ userId: Type.Integer(), permissions: Type.Array(Type.String()) });
