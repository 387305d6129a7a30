import { PlainLayout } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../usePageTitle';

/** Unknown paths (spec section 2). */
export function NotFoundScreen() {
  const { t } = useTranslation('employer');
  usePageTitle(t('notFound.title'));
  return (
    <PlainLayout brand={t('brand')} title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </PlainLayout>
  );
}
