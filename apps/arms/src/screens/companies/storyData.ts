import type { components, operations } from '@arms/api-client';

export type Company = components['schemas']['Company'];
export type CreditChange =
  operations['listCompanyCreditChanges']['responses'][200]['content']['application/json']['data'][number];

/** A company as the API answers it; override any field. */
export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    name: 'Lotus Talent Partners Pte Ltd',
    status: 1,
    companyUrl: 'lotus-demo',
    imagePath: null,
    registrationNumber: '201912345K',
    agencyNumber: '19C9876',
    credits: 42,
    subscriptionStart: '2026-01-01T00:00:00.000Z',
    subscriptionEnd: '2026-12-31T23:59:59.999Z',
    featured: true,
    anonymousPosting: false,
    footerTexts: [],
    dataProtectionPolicy: null,
    website: 'https://lotus-demo.sg',
    email: 'hello@lotus-demo.sg',
    phone: '+65 6123 4567',
    address: '1 Raffles Place, #20-01, Singapore 048616',
    isView: true,
    createdAt: '2025-11-03T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export const companies: Company[] = [
  aCompany(),
  aCompany({
    id: 2,
    name: 'Công ty TNHH Nhân lực Sài Gòn',
    registrationNumber: '0312345678',
    credits: 5,
    featured: false,
    subscriptionEnd: null,
  }),
  aCompany({ id: 3, name: 'Mekong Logistics JSC', status: 2, credits: 0, isView: false, subscriptionEnd: null }),
  aCompany({ id: 4, name: 'Harbourfront Engineering', status: 0, credits: 12, registrationNumber: null }),
];

export const creditChanges: CreditChange[] = [
  {
    id: 2,
    companyId: 1,
    amount: -3,
    balance: 42,
    reason: 'Refund of three unused postings (ticket 5521)',
    createdBy: { id: 9, email: 'arms@arms-demo.org', firstName: 'Platform', lastName: 'Admin' },
    createdAt: '2026-05-02T09:30:00.000Z',
  },
  {
    id: 1,
    companyId: 1,
    amount: 45,
    balance: 45,
    reason: 'Annual package, invoice INV-2026-0042',
    createdBy: null,
    createdAt: '2026-01-01T08:00:00.000Z',
  },
];
