import type { ComponentType } from 'react';
import { accountScreens } from '../screens/account/routes';
import { hiringEntityScreens } from '../screens/hiringEntities/routes';
import { documentScreens } from '../screens/documents/routes';
import { welcomeScreens } from '../screens/welcome/routes';
import { homeScreens } from '../screens/home/routes';
import { jobDetailScreens } from '../screens/jobs/detail/routes';
import { jobScreens } from '../screens/jobs/routes';
import { loginScreens } from '../screens/login/routes';
import { resumeScreens } from '../screens/resumes/routes';
import { reportScreens } from '../screens/reports/routes';
import { settingScreens } from '../screens/settings/routes';

/** Loads a screen's chunk and answers its component; each screen module loads on first visit. */
export type ScreenLoader = () => Promise<ComponentType>;

/** An area's screens by the route id of @arms/domain's employer table. */
export type ScreenLoaders = Readonly<Record<string, ScreenLoader>>;

/**
 * Every screen of the employer portal by route id (the routes themselves, paths, roles and titles, are
 * @arms/domain's `employerRoutes`: no second copy). Each area lists its own in `screens/<area>/routes.ts`.
 */
export const screens: ScreenLoaders = {
  ...loginScreens,
  ...accountScreens,
  ...homeScreens,
  ...jobScreens,
  ...jobDetailScreens,
  ...resumeScreens,
  ...reportScreens,
  ...settingScreens,
  ...hiringEntityScreens,
  ...documentScreens,
  ...welcomeScreens,
};
