import type { ScreenLoaders } from '../../shell/screens';

/** The /setting/* screens (section 2), each in its own chunk. */
export const settingScreens: ScreenLoaders = {
  settingUsers: () => import('./UsersList').then((m) => m.UsersList),
  settingUserDetail: () => import('./UserDetail').then((m) => m.UserDetail),
  settingUserCreate: () => import('./UserForm').then((m) => m.UserCreate),
  settingUserEdit: () => import('./UserForm').then((m) => m.UserEdit),
  settingResetPassword: () => import('./ResetPassword').then((m) => m.ResetPassword),
  settingEmailAlertRules: () => import('./EmailAlertRules').then((m) => m.EmailAlertRules),
  settingPortalDateCms: () => import('./AutoRenew').then((m) => m.AutoRenew),
  settingEmployer: () => import('./Employer').then((m) => m.EmployerView),
  settingEmployerEdit: () => import('./Employer').then((m) => m.EmployerEdit),
  settingSourcingChannels: () => import('./SourcingChannels').then((m) => m.SourcingChannels),
  settingSourcingChannelCreate: () => import('./SourcingChannels').then((m) => m.SourcingChannelCreate),
  settingSourcingChannelEdit: () => import('./SourcingChannels').then((m) => m.SourcingChannelEdit),
  settingJobClassifications: () => import('./CompanyLists').then((m) => m.JobClassifications),
  settingSpecialtyProjects: () => import('./CompanyLists').then((m) => m.SectorList),
  settingResumeFormat: () => import('./ResumeFormat').then((m) => m.ResumeFormatView),
  settingResumeFormatEdit: () => import('./ResumeFormat').then((m) => m.ResumeFormatEdit),
};
