import { useArmsMutation } from '@arms/api-client';
import { passwordLength, validatePasswordChange } from '@arms/domain';
import { Button, PageHeader, PasswordField, useArmsForm } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { useResetPasswordStrings } from './strings';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * `/arms/setting/reset-password` (section 2): the administrator's own password: current, new and confirm, with
 * section 5's rules (required, lengths, matching, different from the current one) on both sides.
 */
export function ResetPassword() {
  const { t } = useResetPasswordStrings();
  const { t: tArms } = useTranslation('arms');
  const change = useArmsMutation('patch', '/users/change-password');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: empty,
    validate: (values) => validatePasswordChange(values),
    successMessage: t('passwordChanged'),
  });
  const submit = onSubmit(async (values) => {
    await change.trigger({ body: values });
    form.reset(empty);
  });
  return (
    <>
      <PageHeader title={tArms('domain.route.armsResetPassword')} description={t('description')} />
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
