import type { ScreenLoaders } from '../../shell/screens';
import type { ListRouteId } from './lists';

const editor = (routeId: ListRouteId) => () => import('./ReferenceListEditor').then((m) => m.screenFor(routeId));

/** The master data lists of the admin menu, all through one generic editor (docs/decisions/0156). */
export const referenceListScreens: ScreenLoaders = {
  armsCountries: editor('armsCountries'),
  armsCurrencies: editor('armsCurrencies'),
  armsEducations: editor('armsEducations'),
  armsJobStatuses: editor('armsJobStatuses'),
  armsJobClassifications: editor('armsJobClassifications'),
  armsNationalities: editor('armsNationalities'),
  armsResidentialStatuses: editor('armsResidentialStatuses'),
  armsLevels: editor('armsLevels'),
  armsRoles: editor('armsRoles'),
  armsDisciplines: editor('armsDisciplines'),
  armsSpecialties: editor('armsSpecialties'),
  armsTrendingKeywords: editor('armsTrendingKeywords'),
  armsBlacklistKeywords: editor('armsBlacklistKeywords'),
};
