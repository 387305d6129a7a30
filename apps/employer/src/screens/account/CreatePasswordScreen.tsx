import { ApiError, useArmsMutation, useArmsQuery } from '@arms/api-client';
import { NewPasswordForm, useToast } from '@arms/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { useAccountStrings } from './strings';

/** Which explanation a refused token gets: expired, already used, or not valid at all. */
function reasonOf(error: unknown): 'expired' | 'used' | 'invalid' {
  if (error instanceof ApiError && error.code === 'TOKEN_IS_EXPIRED') return 'expired';
  if (error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN') return 'used';
  return 'invalid';
}

/** An unusable link: why, and the way to a new one. */
function TokenRefused({ reason }: { reason: 'expired' | 'used' | 'invalid' | 'missing' }) {
  const { t } = useAccountStrings();
  return (
    <AccountLayout title={t('create.invalidTitle')}>
      <p role="alert">{t(`create.${reason}`)}</p>
      <p>
        <Link to="/forgot-password">{t('create.newLink')}</Link>
      </p>
      <p>
        <Link to="/login">{t('backToLogin')}</Link>
      </p>
    </AccountLayout>
  );
}

/**
 * `/create-password?token=…`: the page of the emailed reset or verification link (spec section 7). The token
 * is checked first; an invalid, used or expired one says so and offers a new link.
 */
export function CreatePasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const usable = token.length >= 10 && token.length <= 200;
  const check = useArmsQuery('/users/check-token', usable ? { params: { query: { token } } } : null, {
    keepPreviousData: false,
  });
  if (!usable) return <TokenRefused reason={token ? 'invalid' : 'missing'} />;
  if (check.error) return <TokenRefused reason={reasonOf(check.error)} />;
  return <CreatePasswordForm token={token} email={check.data?.email} />;
}

function CreatePasswordForm({ token, email }: { token: string; email: string | undefined }) {
  const { t } = useAccountStrings();
  const navigate = useNavigate();
  const toast = useToast();
  const save = useArmsMutation('post', '/auth-management');
  return (
    <AccountLayout title={t('create.title')}>
      <NewPasswordForm
        aria-label={t('create.title')}
        email={email}
        onSubmit={async (values) => {
          await save.trigger({ body: { action: 'resetPwdLong', value: { token, ...values } } });
          toast.success(t('create.saved'));
          navigate('/login', { replace: true });
        }}
      />
    </AccountLayout>
  );
}
