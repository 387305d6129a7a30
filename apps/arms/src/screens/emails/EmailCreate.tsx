import { PageHeader } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { EmailForm } from './EmailForm';
import { useEmailStrings } from './strings';

/** `/arms/emails/create`: write a custom email and send it to chosen employers and users. */
export function EmailCreate() {
  const { t } = useEmailStrings();
  const { t: tArms } = useTranslation('arms');
  return (
    <>
      <PageHeader title={tArms('domain.route.armsEmailCreate')} description={t('form.createIntro')} />
      <EmailForm />
    </>
  );
}
