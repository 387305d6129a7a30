import type { ScreenLoaders } from '../../shell/screens';

/** Staff management (section 2 /arms/staff-management), each screen in its own chunk. */
export const staffScreens: ScreenLoaders = {
  armsStaff: () => import('./StaffList').then((m) => m.StaffList),
  armsStaffCreate: () => import('./StaffForm').then((m) => m.StaffCreate),
  armsStaffEdit: () => import('./StaffForm').then((m) => m.StaffEdit),
  armsStaffDetail: () => import('./StaffDetail').then((m) => m.StaffDetail),
};
