import { defaultImageLimits } from '@arms/domain';

/** What the companies files share (spec section 3 "Company", section 7 "Companies"): who may use them, and the logo's limits. */
export const tags = ['companies'];
export const platformAdmin = ['arms_admin'] as const;
/** Update employer (section 2 /setting/employer): update_company, administrators and HR (docs/decisions/0014). */
export const companyEditors = ['account_admin', 'hr_staff', 'super_user', 'arms_admin'] as const;
/**
 * Logo limits (docs/decisions/0044): domain's image rule with a floor fitting the recommended
 * 250 x 60 (the default 100 x 100 floor would refuse the recommended shape itself).
 */
export const logoLimits = { ...defaultImageLimits, maxSizeMb: 2, minWidth: 100, minHeight: 24 };
