import { validateEmail } from '@arms/domain';
import { Button } from '../Button';
import { useArmsForm } from '../Form';
import { useUiTranslation } from '../i18n';
import { TextField } from '../TextField';
import { Form } from './PasswordForms.styles';
import { passwordFormsStrings } from './PasswordForms.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { PasswordForms: passwordFormsStrings };

export interface ForgotPasswordFormProps {
  /**
   * Emails the link to create a new password (say, `POST /auth-management` with `sendResetPwd`) to the
   * address, trimmed; the caller then shows that it was sent. A rejected promise (an `ApiError`, such as
   * USER_NOT_FOUND) keeps the address and shows the server's message.
   */
  onSubmit: (values: { email: string }) => Promise<unknown>;
  /** The address the field starts with (say, the last one a link was sent to, when another is asked for). @default '' */
  defaultEmail?: string;
  /** The form's accessible name (the screen's title). */
  'aria-label'?: string;
}

/** The forgotten-password request of both portals: the account's email, checked by @arms/domain first. */
export function ForgotPasswordForm({ onSubmit, defaultEmail = '', 'aria-label': ariaLabel }: ForgotPasswordFormProps) {
  const { t } = useUiTranslation(uiStrings);
  const {
    form,
    errorOf,
    formError,
    onSubmit: submitWith,
    sending,
  } = useArmsForm<{ email: string }>({
    defaultValues: { email: defaultEmail },
    validate: (values) => validateEmail(values.email),
    successMessage: false,
  });
  return (
    <Form noValidate aria-label={ariaLabel} onSubmit={submitWith(({ email }) => onSubmit({ email: email.trim() }))}>
      <TextField
        label={t('PasswordForms.forgot.email')}
        type="email"
        required
        autoComplete="email"
        error={errorOf('email')}
        {...form.register('email')}
      />
      {formError && <p role="alert">{formError}</p>}
      <Button type="submit" variant="primary" fullWidth disabled={sending}>
        {t('PasswordForms.forgot.submit')}
      </Button>
    </Form>
  );
}
