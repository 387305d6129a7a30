import { useArmsMutation } from '@arms/api-client';
import { passwordLength, validatePasswordChange } from '@arms/domain';
import { Button, PageHeader, PasswordField, useArmsForm } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useSettingStrings } from './strings';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `/setting/reset-password` (section 2): current, new and confirm password with the rules of section 5. */
export function ResetPassword() {
  const { t } = useSettingStrings();
  const { t: tDomain } = useTranslation('employer');
  const change = useArmsMutation('patch', '/users/change-password');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => validatePasswordChange(values),
    successMessage: t('passwordChanged'),
  });
  const submit = onSubmit(async (values) => {
    await change.trigger({ body: values });
    form.reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
  });
  return (
    <>
      <PageHeader title={tDomain('domain.route.settingResetPassword')} description={t('resetDescription')} />
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          required
          error={errorOf('currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          required
          hint={t('passwordHint', passwordLength)}
          error={errorOf('newPassword')}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          error={errorOf('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        {formError && (
          <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: 0 }}>
            {formError}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={sending} loading={sending}>
            {t('changePassword')}
          </Button>
        </div>
      </form>
    </>
  );
}
