import { appLayoutStrings } from '../AppLayout/AppLayout.strings';
import { buttonStrings } from '../Button/Button.strings';
import { dataTableStrings } from '../DataTable/DataTable.strings';
import { languageStrings } from '../LanguageSwitch/languages.strings';
import { loginFormStrings } from '../LoginForm/LoginForm.strings';
import { textFieldStrings } from '../TextField/TextField.strings';

/** Every component's strings, keyed `ui.<Component>.<purpose>` (CONVENTIONS.md). */
const strings = {
  AppLayout: appLayoutStrings,
  Button: buttonStrings,
  DataTable: dataTableStrings,
  LoginForm: loginFormStrings,
  TextField: textFieldStrings,
  lang: languageStrings,
};

type Strings = typeof strings;
const pick = <L extends 'en' | 'vn'>(lang: L) =>
  Object.fromEntries(Object.entries(strings).map(([name, s]) => [name, s[lang]])) as {
    [K in keyof Strings]: Strings[K][L];
  };

/**
 * Every visible string and aria label of @arms/ui, in English and Vietnamese (namespace `ui`).
 * Apps add these to their i18next instance with `addUiResources(i18n)`.
 */
export const uiResources = { en: { ui: pick('en') }, vn: { ui: pick('vn') } } as const;
export type UiResources = (typeof uiResources)['en']['ui'];
