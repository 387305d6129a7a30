import type { ComponentType } from 'react';
import { JobsScreen } from './JobsScreen';

/** The signed-in screens this app has, by route path (the route table itself is @arms/domain's). */
export const screens: Record<string, ComponentType> = {
  '/jobs': JobsScreen,
};
