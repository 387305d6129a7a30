import { passwordLength, validateNewPassword } from '@arms/domain';
import { Button } from '../Button';
import { useArmsForm } from '../Form';
import { useUiTranslation } from '../i18n';
import { PasswordField } from '../PasswordField';
import { Form } from './PasswordForms.styles';
import { passwordFormsStrings } from './PasswordForms.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { PasswordForms: passwordFormsStrings };

/** What the new-password form submits. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFormProps {
  /**
   * Sets the password (say, `POST /auth-management` with `resetPwdLong` and the link's token) and confirms it
   * (a toast, a way to the login): the form shows no toast of its own. A rejected promise (an `ApiError`)
   * keeps what was typed and shows the server's message.
   */
  onSubmit: (values: NewPasswordValues) => Promise<unknown>;
  /** The account the emailed link is for; while it is unknown (the link is being checked) saving waits. */
  email: string | undefined;
  /** The form's accessible name (the screen's title). */
  'aria-label'?: string;
}

/**
 * A new password and its confirmation, for the page of an emailed reset or create-password link in both
 * portals: says which account it is for, and checks @arms/domain's rules (`validateNewPassword`) first.
 */
export function NewPasswordForm({ onSubmit, email, 'aria-label': ariaLabel }: NewPasswordFormProps) {
  const { t } = useUiTranslation(uiStrings);
  const {
    form,
    errorOf,
    formError,
    onSubmit: submitWith,
    sending,
  } = useArmsForm<NewPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    successMessage: false,
  });
  return (
    <>
      <p style={{ marginTop: 0 }} aria-live="polite">
        {email ? t('PasswordForms.create.forEmail', { email }) : t('PasswordForms.create.checking')}
      </p>
      <Form noValidate aria-label={ariaLabel} onSubmit={submitWith(onSubmit)}>
        <PasswordField
          label={t('PasswordForms.create.password')}
          hint={t('PasswordForms.create.passwordHint', { min: passwordLength.min })}
          required
          autoComplete="new-password"
          error={errorOf('password')}
          {...form.register('password')}
        />
        <PasswordField
          label={t('PasswordForms.create.confirmPassword')}
          required
          autoComplete="new-password"
          error={errorOf('confirmPassword')}
          {...form.register('confirmPassword')}
        />
        {formError && <p role="alert">{formError}</p>}
        <Button type="submit" variant="primary" fullWidth disabled={sending || !email}>
          {t('PasswordForms.create.submit')}
        </Button>
      </Form>
    </>
  );
}
