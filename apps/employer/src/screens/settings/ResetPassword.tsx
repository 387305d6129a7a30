import { useArmsMutation } from '@arms/api-client';
import { ChangePasswordForm, PageHeader } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useSettingStrings } from './strings';

/** `/setting/reset-password` (section 2): current, new and confirm password with the rules of section 5. */
export function ResetPassword() {
  const { t } = useSettingStrings();
  const { t: tDomain } = useTranslation('employer');
  const change = useArmsMutation('patch', '/users/change-password');
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingResetPassword')} description={t('resetDescription')} />
      <ChangePasswordForm
        onSubmit={(values) => change.trigger({ body: values })}
        successMessage={t('passwordChanged')}
      />
    </>
  );
}
