import { setupSteps, type OnboardingFlow, type OnboardingStep } from '@arms/domain';
import { Button, Modal, Stepper } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * The onboarding modal at first login (spec section 2, rules in @arms/domain's `onboardingFlow`): welcome,
 * the six setup steps, "let's get started" (opens /welcome), congratulations, then the first job. Only account
 * administrators see the "set up defaults" wording and go on to job creation; sourcers cannot click
 * through the last step. Finishing or closing it records that onboarding is done.
 */
export function OnboardingModal({ flow, onFinish }: { flow: OnboardingFlow; onFinish: () => Promise<void> }) {
  const { t } = useTranslation('employer');
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>(flow.steps[0] ?? 'welcome');
  const [open, setOpen] = useState(true);
  const index = flow.steps.indexOf(step);
  const last = index === flow.steps.length - 1;
  const finish = async (to?: string) => {
    setOpen(false);
    await onFinish().catch(() => undefined);
    if (to) navigate(to);
  };
  const next = () => setStep(flow.steps[index + 1] ?? step);

  return (
    <Modal open={open} onOpenChange={(keep) => !keep && void finish()} title={t(`onboarding.${step}.title`)} size="md">
      <Stepper
        aria-label={t('onboarding.progress')}
        hideLabels
        value={step}
        steps={flow.steps.map((id) => ({ id, label: t(`onboarding.${id}.title`) }))}
      />
      {step === 'welcome' && <p>{t('onboarding.welcome.body')}</p>}
      {step === 'setupSteps' && (
        <ol>
          {setupSteps.map((setup) => (
            <li key={setup.id}>{t(setup.labelKey)}</li>
          ))}
        </ol>
      )}
      {step === 'getStarted' && <p>{t('onboarding.getStarted.body')}</p>}
      {step === 'congratulations' && <p>{t('onboarding.congratulations.body')}</p>}
      {step === 'addFirstJob' && (
        <p>{t(flow.setUpDefaultsWording ? 'onboarding.addFirstJob.defaults' : 'onboarding.addFirstJob.body')}</p>
      )}
      <Modal.Actions>
        {step === 'getStarted' && (
          <Button
            onClick={() => {
              navigate('/welcome');
              next();
            }}
          >
            {t('onboarding.getStarted.action')}
          </Button>
        )}
        {!last && (
          <Button variant="primary" onClick={next}>
            {t('onboarding.next')}
          </Button>
        )}
        {last && (
          <>
            <Button onClick={() => void finish()}>{t('onboarding.later')}</Button>
            <Button
              variant="primary"
              disabled={!flow.canCompleteLastStep}
              onClick={() => void finish(flow.proceedsToJobCreation ? '/jobs/create' : undefined)}
            >
              {t(flow.proceedsToJobCreation ? 'onboarding.addFirstJob.action' : 'onboarding.finish')}
            </Button>
          </>
        )}
      </Modal.Actions>
    </Modal>
  );
}
