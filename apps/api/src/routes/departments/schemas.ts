import { Type } from 'typebox';
import { DateTime, Nullable } from '../../http/kit';
import { RichText } from '../../http/rich-text';

/**
 * What the departments files share (hiring entities, spec sections 3 and 7): who may use them and the
 * schemas of entities, their hiring managers and access log (docs/decisions/0196, 0204).
 */

export const tags = ['departments'];
/** Hiring entities: human resource staff and account administrators with access_hiring_entities (section 6). */
export const entityAccess = {
  roles: ['account_admin', 'hr_staff', 'super_user'] as const,
  permissions: ['access_hiring_entities'] as const,
};
const Text = (max = 2000) => Nullable(Type.String({ maxLength: max }));

const departmentFields = {
  description: Type.Optional(Nullable(RichText({ maxLength: 10_000 }))),
  address: Type.Optional(Text(500)),
  postalCode: Type.Optional(Text(20)),
  phone: Type.Optional(Text(50)),
  website: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 500 }))),
  workingHour: Type.Optional(Text(500)),
  benefits: Type.Optional(Text(10_000)),
  protocol: Type.Optional(Text(10_000)),
  status: Type.Optional(Type.Integer({ enum: [0, 1] })),
};
export const UpdateDepartmentBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...departmentFields },
  { additionalProperties: false, minProperties: 1 },
);
export const Department = Type.Object(
  {
    id: Type.Integer(),
    departmentId: Type.Integer(),
    companyId: Type.Integer(),
    name: Type.String(),
    description: Nullable(Type.String()),
    address: Nullable(Type.String()),
    postalCode: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    website: Nullable(Type.String()),
    workingHour: Nullable(Type.String()),
    benefits: Nullable(Type.String()),
    protocol: Nullable(Type.String()),
    status: Type.Integer(),
    createdAt: DateTime(),
    updatedAt: DateTime(),
  },
  { $id: 'Department' },
);
const contactFields = {
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  designation: Type.Optional(Text(200)),
  tel: Type.Optional(Text(50)),
  mobile: Type.Optional(Text(50)),
  status: Type.Optional(Type.Integer({ enum: [0, 1] })),
};
export const CreateContactBody = Type.Object(
  { firstName: Type.String({ minLength: 1, maxLength: 100 }), ...contactFields },
  { additionalProperties: false },
);
export const CreateDepartmentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    ...departmentFields,
    contacts: Type.Optional(
      Type.Array(CreateContactBody, {
        maxItems: 20,
        description: 'Hiring managers created with the entity, in the same transaction',
      }),
    ),
  },
  { additionalProperties: false },
);
export const UpdateContactBody = Type.Object(
  { firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), ...contactFields },
  { additionalProperties: false, minProperties: 1 },
);
export const HiringManager = Type.Object(
  {
    id: Type.Integer(),
    departmentId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    email: Nullable(Type.String()),
    designation: Nullable(Type.String()),
    tel: Nullable(Type.String()),
    mobile: Nullable(Type.String()),
    status: Type.Integer(),
  },
  { $id: 'HiringManager' },
);
export const AccessLog = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  userName: Type.String(),
  action: Type.String(),
  createdAt: DateTime(),
});
