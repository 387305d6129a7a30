import { useArmsClient, useArmsMutation, type SessionUser } from '@arms/api-client';
import { onboardingFlow, showsOnboarding, showsTermsModal } from '@arms/domain';
import { useLocation } from 'react-router-dom';
import { OnboardingModal } from './OnboardingModal';
import { TermsModal } from './TermsModal';

/**
 * The modals of spec section 2 that sit over the main layout: the terms of use first (blocking until
 * accepted), then the onboarding at first login, each by @arms/domain's rules for the user and path.
 */
export function ShellModals({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const { session } = useArmsClient();
  const update = useArmsMutation('patch', '/rms-users/me');
  const save = async (body: { acceptTerms?: true; isFirstTimeLogin?: false }) => {
    const next = await update.trigger({ body });
    if (next) session.replaceUser(next as SessionUser);
  };
  if (showsTermsModal(user, pathname)) return <TermsModal onAccept={() => save({ acceptTerms: true })} />;
  if (showsOnboarding(user, pathname))
    return <OnboardingModal flow={onboardingFlow(user)} onFinish={() => save({ isFirstTimeLogin: false })} />;
  return null;
}
