import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title with the brand suffix (spec section 2). A module of its own: the login route
 * uses it without loading the route table and menu that `useRouteMeta` reads.
 */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('employer');
  useEffect(() => {
    document.title = `${title} | ${t('titleSuffix')}`;
  }, [title, t]);
}
