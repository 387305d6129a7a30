import { domainResources } from '@arms/domain';
import { createAppI18n } from '@arms/ui';
import { employerResources } from './resources';

/** The employer app's i18next instance: its own strings, @arms/domain's labels and @arms/ui's. */
export function createI18n() {
  return createAppI18n({
    namespace: 'employer',
    resources: {
      en: { ...employerResources.en, ...domainResources.en },
      vn: { ...employerResources.vn, ...domainResources.vn },
    },
  });
}
