import { Link, useLocation } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { useAccountStrings } from './strings';

/** `/signup-success`: what happens after a company registers (the review, the email). */
export function SignupSuccessScreen() {
  const { t } = useAccountStrings();
  const state = (useLocation().state ?? {}) as { email?: string; company?: string };
  return (
    <AccountLayout title={t('signupSuccess.title')}>
      <p role="status">
        {state.company ? t('signupSuccess.body', { company: state.company }) : t('signupSuccess.bodyNoCompany')}
      </p>
      <p>{state.email ? t('signupSuccess.next', { email: state.email }) : t('signupSuccess.nextNoEmail')}</p>
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}
