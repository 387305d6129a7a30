import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title from the route, with the brand suffix (spec section 2). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('employer');
  useEffect(() => {
    document.title = `${title} | ${t('titleSuffix')}`;
  }, [title, t]);
}
