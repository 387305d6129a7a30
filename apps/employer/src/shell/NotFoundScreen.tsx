import { NotFound, PlainLayout } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './documentTitle';

/** Unknown paths (spec section 2): inside the main layout when signed in, on the plain wrapper otherwise. */
export function NotFoundScreen({ inLayout = false }: { inLayout?: boolean }) {
  const { t } = useTranslation('employer');
  useDocumentTitle(t('notFound.title'));
  if (inLayout)
    return (
      <NotFound
        title={t('notFound.title')}
        message={t('notFound.body')}
        homeLabel={t('notFound.home')}
        renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
      />
    );
  return (
    <PlainLayout brand={t('brand')} title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </PlainLayout>
  );
}
