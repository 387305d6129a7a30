import styled from 'styled-components';
import { useId } from 'react';
import { useUiTranslation, type UiLang } from '../i18n';
import { appLayoutStrings } from '../AppLayout/AppLayout.strings';
import { languageStrings } from './languages.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { AppLayout: appLayoutStrings, lang: languageStrings };

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-2);
  font-size: var(--arms-font-size-sm);

  select {
    min-height: 32px;
    padding: 0 var(--arms-space-2);
    border: 1px solid var(--arms-color-border-strong);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-surface);
    color: var(--arms-color-text);
    font: inherit;
  }
`;

export interface LanguageSwitchProps {
  /** The current interface language. */
  value: UiLang;
  /** Called with the language the user picks. */
  onValueChange: (lang: UiLang) => void;
  /** Hide the visible label (it stays the accessible name). @default false */
  hideLabel?: boolean;
}

/** Chooses the interface language, English or Vietnamese (spec section 1); each name is in its own language. */
export function LanguageSwitch({ value, onValueChange, hideLabel = false }: LanguageSwitchProps) {
  const { t } = useUiTranslation(uiStrings);
  const id = useId();
  return (
    <Wrapper>
      {hideLabel ? null : <label htmlFor={id}>{t('AppLayout.language')}</label>}
      <select
        id={id}
        value={value}
        aria-label={hideLabel ? t('AppLayout.language') : undefined}
        onChange={(event) => onValueChange(event.target.value === 'vn' ? 'vn' : 'en')}
      >
        <option value="en" lang="en">
          {t('lang.en')}
        </option>
        <option value="vn" lang="vi">
          {t('lang.vn')}
        </option>
      </select>
    </Wrapper>
  );
}
