export { companies } from './companies';
export { jobs, jobStatuses } from './jobs';
export { revokedTokens, staff, users } from './users';
