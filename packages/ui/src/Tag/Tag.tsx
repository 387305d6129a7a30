import { type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { useUiTranslation } from '../i18n';
import { Label, RemoveButton, Root } from './Tag.styles';
import { tagStrings } from './Tag.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Tag: tagStrings };

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The text of the tag (a skill, a keyword, a chosen filter); also names its remove button. */
  label: string;
  /**
   * Makes the tag removable: a button named "Remove {label}" calls it on click, Enter, Space,
   * Delete or Backspace. Move focus somewhere sensible afterwards (the next tag, the input).
   */
  onRemove?: () => void;
  /** Colour: neutral grey or the primary colour. @default 'neutral' */
  variant?: 'neutral' | 'primary';
  /** Disables the remove button. @default false */
  disabled?: boolean;
  /** The remove button, to move focus to it. */
  removeButtonRef?: Ref<HTMLButtonElement>;
  /** The tag's outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** A short label (skills, keywords, selected filters), optionally removable by mouse or keyboard. */
export function Tag({
  label,
  onRemove,
  variant = 'neutral',
  disabled = false,
  removeButtonRef,
  ref,
  ...rest
}: TagProps) {
  const { t } = useUiTranslation(uiStrings);
  const removeByKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    event.preventDefault();
    onRemove?.();
  };
  return (
    <Root
      ref={ref}
      {...rest}
      data-variant={variant}
      data-state={disabled ? 'disabled' : 'enabled'}
      data-removable={Boolean(onRemove)}
    >
      <Label>{label}</Label>
      {onRemove && (
        <RemoveButton
          ref={removeButtonRef}
          type="button"
          aria-label={t('Tag.remove', { label })}
          disabled={disabled}
          onClick={onRemove}
          onKeyDown={removeByKey}
        >
          <CrossIcon />
        </RemoveButton>
      )}
    </Root>
  );
}
