import { NavigationProgress, VisuallyHidden } from '@arms/ui';
import { useTranslation } from 'react-i18next';

/** While the stored session is verified: the progress bar, and a polite status for screen readers. */
export function ShellLoading() {
  const { t } = useTranslation('arms');
  return (
    <>
      <NavigationProgress active delay={0} aria-label={t('loading')} />
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
    </>
  );
}
