import type { components } from '@arms/api-client';
import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { HttpHandler } from 'msw';

type CustomEmail = components['schemas']['CustomEmail'];
type Company = components['schemas']['Company'];
type UserAccount = components['schemas']['UserAccount'];

/** A custom email as `GET /custom-emails` answers it; override any field. */
export const aCustomEmail = (overrides: Partial<CustomEmail> = {}): CustomEmail => ({
  id: 1,
  subject: 'Planned maintenance on Saturday',
  body: '<p>ARMS will be unavailable on Saturday from 22:00 to 23:00 (GMT+8).</p>',
  recipientUserIds: [],
  recipientCompanyIds: [1, 2],
  status: 'sent',
  sentCount: 14,
  sentAt: '2026-05-02T10:00:00.000Z',
  delivery: { pending: 1, sent: 12, failed: 1 },
  createdAt: '2026-05-02T09:30:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

const aCompany = (id: number, name: string): Company => ({
  id,
  name,
  status: 1,
  companyUrl: null,
  imagePath: null,
  registrationNumber: null,
  agencyNumber: null,
  credits: 10,
  subscriptionStart: null,
  subscriptionEnd: null,
  featured: false,
  anonymousPosting: false,
  footerTexts: [],
  dataProtectionPolicy: null,
  website: null,
  email: null,
  phone: null,
  address: null,
  isView: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const aUser = (id: number, firstName: string, email: string, companyName: string | null): UserAccount => ({
  id,
  email,
  firstName,
  lastName: '',
  role: ['account_admin'],
  gender: null,
  lang: 'en',
  companyId: companyName ? 1 : null,
  companyName,
  status: 1,
  permissions: [],
  emailVerified: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The recipients the form offers: employers and user accounts. */
export const recipients: HttpHandler[] = [
  armsHttp.get('/companies', ({ response }) =>
    response(200).json(listOf([aCompany(1, 'Lotus Engineering'), aCompany(2, 'Công ty Sen Vàng')])),
  ),
  armsHttp.get('/users', ({ response }) =>
    response(200).json(
      listOf([
        aUser(10, 'Mei Lin', 'admin@lotus-demo.sg', 'Lotus Engineering'),
        aUser(11, 'Trần Thị Hoa', 'hoa.tran@senvang.vn', 'Công ty Sen Vàng'),
      ]),
    ),
  ),
];
