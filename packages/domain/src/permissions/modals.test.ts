import { describe, expect, it } from 'vitest';
import { onboardingFlow, showsOnboarding, showsTermsModal } from './modals';

const accepted = '2025-01-01T00:00:00Z';

describe('given the terms-of-use modal of sections 2 and 6', () => {
  it.each([
    ['staff who never accepted', { role: ['hr_staff'], acceptTermDate: null }, '/jobs', true],
    ['staff with no date at all', { role: ['hr_staff'] }, '/', true],
    ['staff with an empty date', { role: ['hr_staff'], acceptTermDate: '' }, '/', true],
    ['staff who accepted', { role: ['hr_staff'], acceptTermDate: accepted }, '/jobs', false],
    ['staff who accepted, as a Date', { role: ['hr_staff'], acceptTermDate: new Date(accepted) }, '/jobs', false],
    ['the admin area', { role: ['hr_staff'], acceptTermDate: null }, '/arms/companies', false],
    ['the administrator', { role: ['arms_admin'], acceptTermDate: null }, '/jobs', false],
    ['a public screen', { role: ['hr_staff'], acceptTermDate: null }, '/login', false],
    ['an unknown path', { role: ['hr_staff'], acceptTermDate: null }, '/nowhere', true],
  ])('should decide for %s', (_name, user, path, expected) => {
    expect(showsTermsModal(user, path)).toBe(expected);
  });
});

describe('given the onboarding modal of sections 2 and 6', () => {
  it.each([
    ['first login', { role: ['account_admin'], isFirstTimeLogin: true, acceptTermDate: accepted }, '/', true],
    [
      'first login, on the welcome page',
      { role: ['sourcer'], isFirstTimeLogin: true, acceptTermDate: accepted },
      '/welcome',
      true,
    ],
    ['a later login', { role: ['account_admin'], isFirstTimeLogin: false, acceptTermDate: accepted }, '/', false],
    ['no first-login flag', { role: ['account_admin'], acceptTermDate: accepted }, '/', false],
    ['a referral user', { role: ['referral'], isFirstTimeLogin: true, acceptTermDate: accepted }, '/', false],
    ['the admin area', { role: ['account_admin'], isFirstTimeLogin: true, acceptTermDate: accepted }, '/arms', false],
    ['the administrator', { role: ['arms_admin'], isFirstTimeLogin: true, acceptTermDate: accepted }, '/', false],
    ['terms not yet accepted', { role: ['account_admin'], isFirstTimeLogin: true, acceptTermDate: null }, '/', false],
    [
      'a public screen',
      { role: ['account_admin'], isFirstTimeLogin: true, acceptTermDate: accepted },
      '/signup',
      false,
    ],
  ])('should decide for %s', (_name, user, path, expected) => {
    expect(showsOnboarding(user, path)).toBe(expected);
  });

  it.each([
    [
      'an account administrator',
      ['account_admin'],
      { setUpDefaultsWording: true, proceedsToJobCreation: true, canCompleteLastStep: true },
    ],
    [
      'hr_staff',
      ['hr_staff'],
      { setUpDefaultsWording: false, proceedsToJobCreation: false, canCompleteLastStep: true },
    ],
    [
      'a sourcer',
      ['sourcer'],
      { setUpDefaultsWording: false, proceedsToJobCreation: false, canCompleteLastStep: false },
    ],
    [
      'a sourcer l2',
      ['sourcer_l2'],
      { setUpDefaultsWording: false, proceedsToJobCreation: false, canCompleteLastStep: false },
    ],
  ])('should shape the steps for %s', (_name, role, expected) => {
    expect(onboardingFlow({ role })).toEqual({
      steps: ['welcome', 'setupSteps', 'getStarted', 'congratulations', 'addFirstJob'],
      ...expected,
    });
  });
});
