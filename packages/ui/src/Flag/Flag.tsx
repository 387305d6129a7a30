import { flags, localeFor, type Flag as FlagEntry } from '@arms/domain';
import { type HTMLAttributes, type Ref } from 'react';
import { useUiTranslation } from '../i18n';
import { warning } from '../internal/warning';
import { Root, Text } from './Flag.styles';
import { flagStrings } from './Flag.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Flag: flagStrings };

/** A resume flag of @arms/domain's `flags` (spec section 4): red, blue or grey. */
export type FlagColour = FlagEntry['id'];

export interface FlagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** Which flag. */
  flag: FlagColour;
  /** Writes the name beside the icon; otherwise the name is the icon's accessible label. @default false */
  showLabel?: boolean;
  /** How large the flag and its label are. @default 'md' */
  size?: 'sm' | 'md';
  /** The flag's outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 1.5h1.5v13H3z" fill="currentColor" />
      <path d="M4.5 2h8.5l-2.2 3.5L13 9H4.5z" fill="currentColor" />
    </svg>
  );
}

/** A resume's flag, as an icon named for assistive technology ("Red flag"), or with its name written out. */
export function Flag({ flag, showLabel = false, size = 'md', ref, ...rest }: FlagProps) {
  const { t, i18n } = useUiTranslation(uiStrings);
  const entry = flags.byId(flag);
  warning(!entry, `Flag: '${String(flag)}' is not a flag of @arms/domain (${flags.ids.join(', ')}).`);
  const colour = entry ? t(entry.labelKey) : String(flag);
  const name = t('Flag.label', { colour, colourLower: colour.toLocaleLowerCase(localeFor(i18n.language)) });
  const label = showLabel ? {} : { role: 'img', 'aria-label': name };
  return (
    <Root ref={ref} {...rest} {...label} data-variant={flag} data-size={size}>
      <FlagIcon />
      {showLabel && <Text>{name}</Text>}
    </Root>
  );
}
