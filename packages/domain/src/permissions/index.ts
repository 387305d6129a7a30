export { activation, isPermission, isRole, loginDecision, permissions, roleIds, roles } from './roles';
export type { LoginDecision, Permission, Portal, Role } from './roles';
export { hasRouteAccess, permissionCheckedRoles } from './access';
export { permissionLabelKey, roleLabelKey } from './labels';
export {
  adminRoutes,
  candidateRoutes,
  employerRoles,
  employerRoutes,
  findRoute,
  isAdminPath,
  level2Roles,
  matchPath,
  sourcerRoles,
  staffRoles,
} from './routes';
export type { Layout, RouteDefinition, RouteMatch, RoutePortal } from './routes';
export { fallbackPath, homePath, loginPathFor, queryParam, routeAccess } from './guard';
export type { AccessLocation, AccessUser, RouteAccess } from './guard';
export { adminMenu, employerMenu, filterMenu } from './menu';
export type { Menu, MenuExternal, MenuGroup, MenuItem, MenuLink } from './menu';
export { onboardingFlow, showsOnboarding, showsTermsModal } from './modals';
export type { ModalUser, OnboardingFlow, OnboardingStep } from './modals';
export { canOpenSetupStep, setupSteps } from './setupSteps';
export type { SetupStepId } from './setupSteps';
export { routeTrail } from './trail';
export type { RouteTrail, TrailStep } from './trail';
