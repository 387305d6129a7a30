import type { Access } from '../../auth/access';

/** What the resume-format files share: their tag and who may change the format. */
export const tags = ['resume-format'];
/** Section 2 settings: resume-format and its edit page are for the account administrator only. */
export const accountAdminOnly: Access = { roles: ['account_admin', 'super_user'] };
