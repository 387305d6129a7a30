import type { components } from '@arms/api-client';

export type Account = components['schemas']['UserAccount'];

/** An account as `GET /users` and `GET /users/{id}` answer it; override any field. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 7,
    email: 'linh.pham@arms-demo.org',
    firstName: 'Linh',
    lastName: 'Phạm',
    role: ['arms_admin'],
    gender: null,
    lang: 'vn',
    companyId: null,
    companyName: null,
    status: 1,
    permissions: [],
    emailVerified: true,
    lastLoginAt: '2026-11-20T08:15:00.000Z',
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export const accounts: Account[] = [
  anAccount({ id: 1, email: 'arms@arms-demo.org', firstName: 'Platform', lastName: 'Admin', lang: 'en' }),
  anAccount(),
  anAccount({
    id: 9,
    email: 'oliver.bennett-hargreaves.operations@arms-demo.org',
    firstName: 'Oliver',
    lastName: 'Bennett-Hargreaves',
    status: 0,
    emailVerified: false,
    lastLoginAt: null,
  }),
];
