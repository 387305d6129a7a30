import type { ScreenLoaders } from '../../shell/screens';

export const companyScreens: ScreenLoaders = {
  armsCompanies: () => import('./CompaniesList').then((m) => m.CompaniesList),
  armsCompanyCreate: () => import('./CompanyCreate').then((m) => m.CompanyCreate),
  armsCompanyDetail: () => import('./CompanyDetail').then((m) => m.CompanyDetail),
  armsCompanyEdit: () => import('./CompanyEdit').then((m) => m.CompanyEdit),
};
