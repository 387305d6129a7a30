import { useArmsMutation } from '@arms/api-client';
import { ChangePasswordForm, PageHeader } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useResetPasswordStrings } from './strings';

/**
 * `/arms/setting/reset-password` (section 2): the administrator's own password: current, new and confirm, with
 * section 5's rules (required, lengths, matching, different from the current one) on both sides.
 */
export function ResetPassword() {
  const { t } = useResetPasswordStrings();
  const { t: tArms } = useTranslation('arms');
  const change = useArmsMutation('patch', '/users/change-password');
  return (
    <>
      <PageHeader title={tArms('domain.route.armsResetPassword')} description={t('description')} />
      <ChangePasswordForm
        onSubmit={(values) => change.trigger({ body: values })}
        successMessage={t('passwordChanged')}
      />
    </>
  );
}
