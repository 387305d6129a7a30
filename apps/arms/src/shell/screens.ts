import type { ComponentType } from 'react';
import { cmsScreens } from '../screens/cms/routes';
import { documentsScreens } from '../screens/documents/routes';
import { emailsScreens } from '../screens/emails/routes';
import { companyScreens } from '../screens/companies/routes';
import { homeScreens } from '../screens/home/routes';
import { jobScreens } from '../screens/jobs/routes';
import { jobSeekerScreens } from '../screens/jobSeekers/routes';
import { logScreens } from '../screens/logs/routes';
import { loginScreens } from '../screens/login/routes';
import { seoScreens } from '../screens/seo/routes';
import { referenceListScreens } from '../screens/referenceLists/routes';
import { resetPasswordScreens } from '../screens/resetPassword/routes';
import { staffScreens } from '../screens/staff/routes';

/** Loads a screen's chunk and answers its component; each screen module loads on first visit. */
export type ScreenLoader = () => Promise<ComponentType>;

/** An area's screens by the route id of @arms/domain's admin table. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

/**
 * Every screen of the administration portal by route id (the routes themselves, paths, roles and titles, are
 * @arms/domain's `adminRoutes`: no second copy). Each area lists its own in `screens/<area>/routes.ts`.
 */
export const screens: ScreenLoaders = {
  ...loginScreens,
  ...homeScreens,
  ...cmsScreens,
  ...seoScreens,
  ...emailsScreens,
  ...documentsScreens,
  ...referenceListScreens,
  ...staffScreens,
  ...logScreens,
  ...jobSeekerScreens,
  ...jobScreens,
  ...resetPasswordScreens,
  ...companyScreens,
};
