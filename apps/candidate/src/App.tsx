import { LanguageSwitch, PlainLayout } from '@arms/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The candidate site's landing page: candidates arrive through the links in their emails (spec section 2). */
export function App() {
  const { t, i18n } = useTranslation('candidate');
  useEffect(() => {
    document.title = `${t('landing.title')} | ${t('brand')}`;
  }, [t]);
  return (
    <PlainLayout
      brand={t('brand')}
      title={t('landing.title')}
      actions={
        <LanguageSwitch
          value={i18n.language === 'vn' ? 'vn' : 'en'}
          onValueChange={(l) => void i18n.changeLanguage(l)}
          hideLabel
        />
      }
    >
      <p>{t('landing.body')}</p>
      <p>{t('landing.expiry')}</p>
    </PlainLayout>
  );
}
