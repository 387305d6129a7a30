export { companies, companyDataVersions } from './companies';
export { companyCreditChanges } from './company-credits';
export { cmsBlocks, cmsItems, contactMessages } from './content';
export { customEmails, emailRules, emailRuleStaff, emailTemplateOverrides, outbox } from './email';
export { documents } from './files';
export { departmentAccessLogs, departmentContacts, departments } from './departments';
export {
  jobCoOwners,
  jobEducations,
  jobHistories,
  jobProjectContacts,
  jobs,
  jobSectorFilters,
  jobSectors,
  jobStatuses,
  portalDateFrequencies,
} from './jobs';
export { candidateTokens, jobResumes, jobResumeStatusChanges } from './nominations';
export { attachments } from './attachments';
export { jobResumeAcknowledgements, jobResumeRemarks, jobResumeRemovals, jobResumeVisits } from './nomination-extras';
export { interviews } from './interviews';
export {
  bccEmails,
  blacklistKeywords,
  companyDesignations,
  companyDisciplines,
  companyRanks,
  companySectors,
  currencies,
  designations,
  disciplines,
  educations,
  levels,
  locations,
  maritalStatuses,
  nationalities,
  professionalRoles,
  ranks,
  residentialStatusList,
  salaryPeriodList,
  sectors,
  seoEntries,
  sourceChannels,
  subLocations,
  trendingKeywords,
} from './reference';
export {
  jobSeekers,
  loginLogs,
  loginFailures,
  rateLimitWindows,
  revokedTokens,
  staff,
  userTokens,
  users,
} from './users';
export {
  companyResumeFormats,
  resumeAppliedJobs,
  resumeContacts,
  resumeEmailReminders,
  resumeHistories,
  resumeReferees,
  resumes,
  resumeWorkExperiences,
} from './resumes';
