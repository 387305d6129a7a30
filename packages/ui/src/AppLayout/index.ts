export { AppLayout } from './AppLayout';
export type { AppLayoutBreadcrumb, AppLayoutMenuItem, AppLayoutProps } from './AppLayout';
