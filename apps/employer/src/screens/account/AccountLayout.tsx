import { LanguageSwitch, PlainLayout } from '@arms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shell/documentTitle';

/** The plain layout of the public account screens (sign up, forgot and create password), with the language switch. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('employer');
  useDocumentTitle(title);
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  return (
    <PlainLayout
      brand={t('brand')}
      title={title}
      actions={<LanguageSwitch value={lang} onValueChange={(next) => void i18n.changeLanguage(next)} hideLabel />}
    >
      {children}
    </PlainLayout>
  );
}

/** The vertical rhythm of the account forms. */
export const formStyle = { display: 'grid', gap: 16 } as const;
