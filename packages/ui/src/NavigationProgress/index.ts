export { NavigationProgress } from './NavigationProgress';
export type { NavigationProgressProps, NavigationProgressState } from './NavigationProgress';
