import { useArmsMutation } from '@arms/api-client';
import { Button, Modal, TextArea, useArmsForm } from '@arms/ui';
import { issue, isBlank, type ValidationIssue } from '@arms/domain';
import { useTranslation } from 'react-i18next';

interface Values {
  message: string;
}

const rules = (values: Values): ValidationIssue[] =>
  isBlank(values.message) ? [issue('message', 'domain.validation.general.required')] : [];

/**
 * Feedback of the side menu (spec section 2, "external form"): a message to the platform's operators
 * through the contact-us form they read in the administration portal, signed with the user's name and email.
 */
export function FeedbackDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: { firstName: string; lastName: string; email: string; company: { name: string } | null };
}) {
  const { t } = useTranslation('employer');
  const send = useArmsMutation('post', '/contact-us');
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { message: '' },
    validate: rules,
    successMessage: t('feedback.sent'),
  });
  const close = () => {
    form.reset();
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('domain.menu.feedback')}
      description={t('feedback.intro')}
    >
      <form
        noValidate
        onSubmit={onSubmit(async ({ message }) => {
          await send.trigger({
            body: {
              name: `${user.firstName} ${user.lastName}`.trim() || user.email,
              email: user.email,
              message,
              ...(user.company ? { industry: user.company.name } : {}),
            },
          });
          close();
        })}
      >
        <TextArea
          label={t('feedback.message')}
          rows={6}
          required
          error={errorOf('message')}
          {...form.register('message')}
        />
        {formError && <p role="alert">{formError}</p>}
        <Modal.Actions>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={sending}>
            {t('feedback.send')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}
