// Compiled with `moduleResolution: nodenext` (and `bundler`): an import that fails to resolve in a
// package's declarations silently becomes `any`; each line below then fails to compile.
import type { createArmsClient, useSession } from '@arms/api-client';
import type { avatarInitials, jobStatuses } from '@arms/domain';
import type { ArmsProvider, ArmsProviderProps, DataTable, MultiSelect, Select } from '@arms/ui';

type IsAny<T> = 0 extends 1 & T ? true : false;
type Typed<T> = IsAny<T> extends true ? 'resolved to any' : 'typed';

export const checks: Array<'typed'> = [
  'typed' as Typed<typeof createArmsClient>,
  'typed' as Typed<ReturnType<typeof createArmsClient>>,
  'typed' as Typed<typeof useSession>,
  'typed' as Typed<typeof avatarInitials>,
  'typed' as Typed<(typeof jobStatuses)['ids']>,
  'typed' as Typed<typeof ArmsProvider>,
  'typed' as Typed<ArmsProviderProps['i18n']>,
  'typed' as Typed<typeof DataTable>,
  'typed' as Typed<typeof MultiSelect>,
  'typed' as Typed<typeof Select>,
];
