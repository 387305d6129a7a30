export { AppLayout } from './AppLayout';
export type { AppLayoutBreadcrumb, AppLayoutMenuGroup, AppLayoutMenuItem, AppLayoutProps } from './AppLayout';
