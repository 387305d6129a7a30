// Every public export of @arms/domain is named here (no `export *`).

// Error catalogue (section 8)
export {
  errorCatalogue,
  errorCodes,
  hasErrorMessages,
  isErrorCode,
  loadedMessageFor,
  loadErrorMessages,
  messageFor,
  statusFor,
} from './errors';
export type { ErrorCode, ErrorDetail, Lang } from './errors';

// Roles, permissions, routes, menus and modals (sections 2, 4 and 6)
export {
  activation,
  adminMenu,
  adminRoutes,
  candidateRoutes,
  employerMenu,
  employerRoles,
  employerRoutes,
  fallbackPath,
  filterMenu,
  findRoute,
  hasRouteAccess,
  homePath,
  isAdminPath,
  isPermission,
  isRole,
  loginDecision,
  loginPathFor,
  matchPath,
  onboardingFlow,
  permissionCheckedRoles,
  permissionLabelKey,
  permissions,
  queryParam,
  roleIds,
  roleLabelKey,
  roles,
  routeAccess,
  showsOnboarding,
  setupSteps,
  canOpenSetupStep,
  routeTrail,
  showsTermsModal,
  staffRoles,
  level2Roles,
  sourcerRoles,
} from './permissions';
export type {
  AccessLocation,
  AccessUser,
  Layout,
  LoginDecision,
  Menu,
  MenuExternal,
  MenuGroup,
  MenuItem,
  MenuLink,
  ModalUser,
  OnboardingFlow,
  OnboardingStep,
  Permission,
  Portal,
  Role,
  RouteAccess,
  RouteDefinition,
  RouteMatch,
  RoutePortal,
  SetupStepId,
  RouteTrail,
  TrailStep,
} from './permissions';

// i18n resources (section 1)
export { domainNamespace, domainResources } from './i18n/resources';
export type { LabelKey } from './i18n/resources';
export { loadDomainResources, loadedDomainResources } from './i18n/load';
export { domainEnglishErrors } from './i18n/errorsEnglish';
export type { DomainLanguageResources } from './i18n/load';
export { hasLabel, translate } from './i18n/translate';
export type { MessageParams, Translatable } from './i18n/translate';

// Vocabularies (sections 3, 4 and 9)
export { defineVocabulary } from './vocabulary/vocabulary';
export type { ItemOf, Vocabulary, VocabularyEntry, VocabularyItem } from './vocabulary/vocabulary';
export { deactivatesAutoRepost, jobStatuses, publishStateHintKey, publishStates } from './jobs/statuses';
export type { JobStatus, JobStatusId, PublishState, PublishStateId } from './jobs/statuses';
export { autoRepostFrequencies, contractDurationTypes, jobEditTypes, jobHiringTypes } from './jobs/options';
export { isSimilarPosition, positionWords, seniorityWords } from './jobs/similar-position';
export type { PositionLike } from './jobs/similar-position';
export type { AutoRepostFrequency, ContractDurationType, JobEditType, JobHiringType } from './jobs/options';
export {
  addJobSkill,
  jobSkillMaxLength,
  jobSkillsMaxCount,
  normaliseJobSkill,
  normaliseJobSkills,
  removeJobSkill,
  sameJobSkill,
} from './jobs/skills';
export {
  candidateFeedbackActions,
  interviewModes,
  nominationStatuses,
  portalResumeStates,
} from './nominations/statuses';
export type {
  CandidateFeedbackAction,
  InterviewMode,
  NominationStatus,
  NominationStatusId,
  NominationStatusKey,
  PortalResumeState,
} from './nominations/statuses';
export {
  availabilities,
  contactCategories,
  flags,
  genders,
  lastEmploymentStatuses,
  resumeFormats,
  resumeHiringTypes,
  socialLinkTypes,
  titleForGender,
  titles,
  updatedRanges,
} from './resumes/options';
export type {
  Availability,
  ContactCategory,
  Flag,
  Gender,
  LastEmploymentStatus,
  ResumeFormat,
  ResumeHiringType,
  SocialLinkType,
  Title,
  UpdatedRange,
} from './resumes/options';
export { citizenResidentialStatusId, residentialStatuses } from './resumes/residentialStatuses';
export type { ResidentialStatus, ResidentialStatusId } from './resumes/residentialStatuses';
export {
  ageBandOf,
  ageBands,
  experienceBandFromMonths,
  experienceBandOf,
  experienceBands,
  sliderRanges,
} from './resumes/bands';
export type { AgeBand, ExperienceBand } from './resumes/bands';
export { motherTongueByName, motherTongueLabel, motherTongues } from './resumes/motherTongues';
export type { MotherTongue } from './resumes/motherTongues';
export {
  activationStates,
  graduationStartYear,
  graduationYears,
  isTokenExpired,
  placeholders,
  tokenLifetimes,
} from './constants/constants';
export type { ActivationState, Placeholder, TokenKind } from './constants/constants';

// Nomination workflow and email alerts (sections 4 and 9)
export { alertsForJobEvent, emailAlertRuleTypes, jobEventAlerts } from './alerts/ruleTypes';
export type { EmailAlertRuleType, EmailAlertRuleTypeEntry, JobEvent } from './alerts/ruleTypes';
export {
  alertsForNominationUpdate,
  alertsForTransition,
  canTransition,
  nextStatuses,
  nominationStatusAlerts,
  nominationTransitions,
  planBulkTransition,
} from './nominations/workflow';
export type { BulkTransitionPlan } from './nominations/workflow';
export { canRemoveNomination, removableNominationStatuses } from './nominations/removal';

// Validation (section 5)
export { isBlank, issue } from './validation/issue';
export { serverIssueCode } from './validation/serverIssue';
export type { ValidationCode, ValidationIssue } from './validation/issue';
export { contactRequiredFields, requiredFields, validateContactFields, validateRequired } from './validation/required';
export type { RequiredField } from './validation/required';
export { isEmail, normaliseEmail, validateEmail } from './validation/email';
export { passwordLength, validateNewPassword, validatePassword, validatePasswordChange } from './validation/password';
export type { PasswordLimits } from './validation/password';
export { parseAmount, salaryPeriods, validateSalary, validateSalaryRange } from './salary/salary';
export type { AmountInput, SalaryFields, SalaryPeriod, SalaryPeriodId, SalaryRangeFields } from './salary/salary';
export { validatePeriod, validateWorkExperience, workExperienceRequiredFields } from './validation/workExperience';
export type { WorkExperienceInput } from './validation/workExperience';
export {
  companyLogoSize,
  defaultImageLimits,
  logoSizeAdvice,
  validateFileSize,
  validateImage,
} from './validation/file';
export type { ImageFile, ImageLimits } from './validation/file';
export { isUrl, validateUrl } from './validation/url';
export { isPhone, phoneDigits, validateMessenger, validateResumeContact } from './resumes/children';
export { isPlainFirstName, validateFirstName } from './validation/name';
export {
  canSelectAll,
  maxSpecialties,
  truncateSelection,
  validateSelection,
  validateSpecialties,
} from './validation/selection';
export { nameKey, validateItemName, validateItemNames } from './validation/listItems';
export type { NamedKind } from './validation/listItems';
export { isCitizenOf, validateResidentialStatus } from './validation/citizenship';
export type { IdLike, LocationRef, NationalityRef } from './validation/citizenship';
export { errorCodeForIssues, issueErrorCodes } from './validation/errorCode';

export { accentFoldingTable, foldAccents, foldTableLetters } from './text/fold';

// Formatting (section 9)
export { parseDate } from './format/parse';
export type { DateInput, ParsedDate } from './format/parse';
export { calendarParts, datePatterns, formatDate } from './format/date';
export type { CalendarParts, DateFormatOptions } from './format/date';
export { ageFrom, formatAge, formatExperience } from './format/age';
export { avatarInitials, locationLabel, truncate, truncation } from './format/text';
export { formatMoney, formatSalary, moneyCurrencies } from './format/money';
export type { MoneyCurrency, SalaryDisplay } from './format/money';
export { intlLocales, localeFor } from './format/locale';

// Boolean skills search (section 5) and skills suitability
export {
  BooleanQuerySyntaxError,
  booleanQueryErrorReasons,
  booleanSearchLimits,
  matchesBooleanQuery,
  parseBooleanQuery,
  renderBooleanQuery,
  skillsToTsVector,
  toTsQuery,
} from './search';
export type {
  BooleanQueryAnd,
  BooleanQueryAst,
  BooleanQueryError,
  BooleanQueryErrorReason,
  BooleanQueryNot,
  BooleanQueryOr,
  BooleanQueryParseResult,
  BooleanQueryPhrase,
  BooleanQueryTerm,
  BooleanQueryWord,
} from './search';
export { skillsSuitability, skillsSuitabilityThresholds, skillsSuitabilityVerdicts } from './suitability';
export type { SkillsSuitability, SkillsSuitabilityVerdict } from './suitability';

// Employer posting rule, CMS pages and email templates (sections 3, 2 and 7; apps/api part 1)
export { applyCreditChange, isPostingVisible, postingAllowance } from './companies/posting';
export type { PostingAllowance, PostingCompany } from './companies/posting';
export { cmsBlockIds, cmsPageKinds } from './content/cmsPages';
export type { CmsPageKind, CmsStore } from './content/cmsPages';
export {
  emailTemplateKeys,
  emailTemplates,
  escapeHtml,
  fillTemplate,
  htmlToText,
  isEmailTemplateKey,
  renderEmailTemplate,
  templatePlaceholders,
} from './email/templates';
export type { EmailTemplateKey } from './email/templates';

// Calendar invitations for interviews (RFC 5545, section 7 "Messages")
export { buildIcs, escapeIcsText, foldIcsLine, formatIcsDate } from './calendar/ics';
export type { CalendarEvent, CalendarPerson } from './calendar/ics';
