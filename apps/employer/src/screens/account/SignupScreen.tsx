import { useArmsClient, useArmsMutation } from '@arms/api-client';
import {
  isBlank,
  issue,
  passwordLength,
  validateEmail,
  validateFirstName,
  validateNewPassword,
  validateUrl,
  type ValidationIssue,
} from '@arms/domain';
import { Button, PasswordField, TextField, useArmsForm } from '@arms/ui';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AccountLayout, formStyle } from './AccountLayout';
import { useAccountStrings } from './strings';

interface Values {
  company: { name: string; registrationNumber: string; website: string; phone: string; address: string };
  user: { firstName: string; lastName: string; email: string; password: string; confirmPassword: string };
}

const emailTaken = JSON.stringify(['empAccount.signup.emailTaken', {}]);

/** Section 5's rules of the sign-up form, on the same field paths the server reports. */
export function signupRules(values: Values): ValidationIssue[] {
  const { company, user } = values;
  return [
    ...(isBlank(company.name) ? [issue('company.name', 'domain.validation.required.company')] : []),
    ...validateUrl(company.website, 'company.website'),
    ...validateFirstName(user.firstName, 'user.firstName'),
    ...validateEmail(user.email, 'user.email'),
    ...validateNewPassword({ password: user.password, confirmPassword: user.confirmPassword }).map((found) => ({
      ...found,
      field: `user.${found.field}`,
    })),
  ];
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** `/signup`: an employer registers its company and first user (spec section 2); the email is checked before sending. */
export function SignupScreen() {
  const { t } = useAccountStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const navigate = useNavigate();
  const { api } = useArmsClient();
  const register = useArmsMutation('post', '/companies/registration');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      company: { name: '', registrationNumber: '', website: '', phone: '', address: '' },
      user: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    },
    validate: signupRules,
    successMessage: false,
  });

  /** The duplicate email check of section 5: true when the address is free (or cannot be checked now). */
  const emailIsFree = async (email: string) => {
    if (validateEmail(email).length > 0) return true;
    const { data } = await api.GET('/users/check-email', { params: { query: { email: email.trim() } } });
    if (data?.exists) {
      form.setError('user.email', { type: 'taken', message: emailTaken }, { shouldFocus: true });
      return false;
    }
    return true;
  };

  const emailField = form.register('user.email');
  return (
    <AccountLayout title={t('signup.title')}>
      <p style={{ marginTop: 0 }}>{t('signup.intro')}</p>
      <form
        noValidate
        aria-label={t('signup.title')}
        style={formStyle}
        onSubmit={onSubmit(async (values) => {
          if (!(await emailIsFree(values.user.email))) return;
          const { company, user } = values;
          await register.trigger({
            body: {
              company: {
                name: company.name.trim(),
                registrationNumber: optional(company.registrationNumber),
                website: optional(company.website),
                phone: optional(company.phone),
                address: optional(company.address),
              },
              user: {
                email: user.email.trim(),
                firstName: user.firstName.trim(),
                lastName: optional(user.lastName),
                password: user.password,
                confirmPassword: user.confirmPassword,
              },
              lang,
            },
          });
          navigate('/signup-success', { state: { email: user.email.trim(), company: company.name.trim() } });
        })}
      >
        <fieldset style={{ ...formStyle, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('signup.company')}</legend>
          <TextField
            label={t('signup.companyName')}
            required
            autoComplete="organization"
            error={errorOf('company.name')}
            {...form.register('company.name')}
          />
          <TextField label={t('signup.registrationNumber')} {...form.register('company.registrationNumber')} />
          <TextField
            label={t('signup.website')}
            type="url"
            hint={t('signup.websiteHint')}
            error={errorOf('company.website')}
            {...form.register('company.website')}
          />
          <TextField label={t('signup.phone')} type="tel" autoComplete="tel" {...form.register('company.phone')} />
          <TextField label={t('signup.address')} autoComplete="street-address" {...form.register('company.address')} />
        </fieldset>
        <fieldset style={{ ...formStyle, border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('signup.you')}</legend>
          <TextField
            label={t('signup.firstName')}
            required
            autoComplete="given-name"
            error={errorOf('user.firstName')}
            {...form.register('user.firstName')}
          />
          <TextField label={t('signup.lastName')} autoComplete="family-name" {...form.register('user.lastName')} />
          <TextField
            label={t('signup.email')}
            type="email"
            required
            autoComplete="email"
            error={errorOf('user.email')}
            {...emailField}
            onBlur={(event) => {
              void emailField.onBlur(event);
              void emailIsFree(event.target.value);
            }}
          />
          <Controller
            control={form.control}
            name="user.password"
            render={({ field }) => (
              <PasswordField
                label={t('signup.password')}
                hint={t('signup.passwordHint', { min: passwordLength.min })}
                required
                autoComplete="new-password"
                error={errorOf('user.password')}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={form.control}
            name="user.confirmPassword"
            render={({ field }) => (
              <PasswordField
                label={t('signup.confirmPassword')}
                required
                autoComplete="new-password"
                error={errorOf('user.confirmPassword')}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </fieldset>
        {formError && <p role="alert">{formError}</p>}
        <Button type="submit" variant="primary" fullWidth disabled={sending}>
          {t('signup.submit')}
        </Button>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </AccountLayout>
  );
}
