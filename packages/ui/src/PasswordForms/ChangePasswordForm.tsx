import { passwordLength, validatePasswordChange } from '@arms/domain';
import { Button } from '../Button';
import { useArmsForm } from '../Form';
import { useUiTranslation } from '../i18n';
import { PasswordField } from '../PasswordField';
import { Alert, Form } from './PasswordForms.styles';
import { passwordFormsStrings } from './PasswordForms.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { PasswordForms: passwordFormsStrings };

/** What the change-password form submits. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps {
  /**
   * Changes the password (say, `PATCH /users/change-password`). On success the fields are emptied; a
   * rejected promise (an `ApiError`) keeps what was typed and shows the server's message.
   */
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
  /** The toast after a successful change; `false` for none. @default t('ui.Form.saved') */
  successMessage?: string | false;
  /** The form's accessible name. */
  'aria-label'?: string;
}

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The signed-in user's own password, in both portals: current, new and confirm, with @arms/domain's rules
 * (`validatePasswordChange`: required, lengths, matching, different from the current one) before any call.
 */
export function ChangePasswordForm({ onSubmit, successMessage, 'aria-label': ariaLabel }: ChangePasswordFormProps) {
  const { t } = useUiTranslation(uiStrings);
  const {
    form,
    errorOf,
    formError,
    onSubmit: submitWith,
    sending,
  } = useArmsForm<ChangePasswordValues>({
    defaultValues: empty,
    validate: (values) => validatePasswordChange(values),
    successMessage,
  });
  const submit = submitWith(async (values) => {
    await onSubmit(values);
    form.reset(empty);
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={ariaLabel} $narrow>
      <PasswordField
        label={t('PasswordForms.change.currentPassword')}
        autoComplete="current-password"
        required
        error={errorOf('currentPassword')}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('PasswordForms.change.newPassword')}
        autoComplete="new-password"
        required
        hint={t('PasswordForms.change.passwordHint', passwordLength)}
        error={errorOf('newPassword')}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('PasswordForms.change.confirmPassword')}
        autoComplete="new-password"
        required
        error={errorOf('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      {formError && <Alert role="alert">{formError}</Alert>}
      <div>
        <Button type="submit" variant="primary" disabled={sending} loading={sending}>
          {t('PasswordForms.change.submit')}
        </Button>
      </div>
    </Form>
  );
}
