import styled from 'styled-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { useUiTranslation } from '../i18n';
import { TextField } from '../TextField';
import { loginFormStrings } from './LoginForm.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { LoginForm: loginFormStrings };

const Form = styled.form`
  display: grid;
  gap: var(--arms-space-4);
`;

const Alert = styled.p`
  margin: 0;
  padding: var(--arms-space-2) var(--arms-space-3);
  border-radius: var(--arms-radius-sm);
  background: var(--arms-color-danger-subtle);
  color: var(--arms-color-danger);
`;

export interface LoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Signs in; a rejected promise keeps the form as it is so the error can be shown. */
  onSubmit: (credentials: LoginCredentials) => Promise<void>;
  /** An already translated error from the last attempt (e.g. the catalogue's WRONG_EMAIL_PASSWORD). */
  error?: ReactNode;
  /** Offer "remember me" (persistent session). @default true */
  allowRemember?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
}

/** The login form of both portals: email, password, remember me, and the server's error. */
export function LoginForm({ onSubmit, error, allowRemember = true, 'aria-label': ariaLabel }: LoginFormProps) {
  const { t } = useUiTranslation(uiStrings);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setMissing(!email || !password);
    if (!email || !password) return;
    setBusy(true);
    try {
      await onSubmit({ email, password, remember: data.get('remember') === 'on' });
    } catch {
      // The caller turns the failure into `error`.
    } finally {
      setBusy(false);
    }
  };

  const message = missing ? t('LoginForm.required') : error;
  return (
    <Form onSubmit={submit} noValidate aria-label={ariaLabel}>
      <TextField label={t('LoginForm.email')} name="email" type="email" autoComplete="username" required />
      <TextField
        label={t('LoginForm.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {allowRemember && <Checkbox label={t('LoginForm.remember')} name="remember" />}
      {message && <Alert role="alert">{message}</Alert>}
      <Button type="submit" variant="primary" fullWidth loading={busy}>
        {t('LoginForm.submit')}
      </Button>
    </Form>
  );
}
