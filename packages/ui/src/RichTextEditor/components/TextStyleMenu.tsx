import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useUiTranslation } from '../../i18n';
import { Menu, MenuItem, ToolButton } from '../RichTextEditor.styles';
import { ChevronDownIcon } from './icons';
import type { ToolbarItemProps } from './useRovingToolbar';
import { richTextEditorStrings } from '../RichTextEditor.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { RichTextEditor: richTextEditorStrings };

/** 0 is a paragraph, 1 to 6 a heading (spec section 9: paragraph and headings 1 to 6). */
export type TextStyleLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const textStyleLevels: readonly TextStyleLevel[] = [0, 1, 2, 3, 4, 5, 6];

export const textStyleKey = (level: TextStyleLevel) =>
  level === 0 ? 'RichTextEditor.paragraph' : (`RichTextEditor.heading${level}` as const);

interface TextStyleMenuProps {
  current: TextStyleLevel;
  onSelect: (level: TextStyleLevel) => void;
  disabled: boolean;
  itemProps: ToolbarItemProps;
}

/** The text style menu button of the toolbar (WAI-ARIA menu button with radio items). */
export function TextStyleMenu({ current, onSelect, disabled, itemProps }: TextStyleMenuProps) {
  const { t } = useUiTranslation(uiStrings);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Which item takes focus when the menu opens; undefined while closed.
  const [openAt, setOpenAt] = useState<number>();
  const open = openAt !== undefined;

  useEffect(() => {
    if (openAt !== undefined) itemRefs.current[openAt]?.focus();
  }, [openAt]);

  const close = (returnFocus: boolean) => {
    setOpenAt(undefined);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (level: TextStyleLevel) => {
    setOpenAt(undefined);
    onSelect(level);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(event.key === 'ArrowDown' ? textStyleLevels.indexOf(current) : textStyleLevels.length - 1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = itemRefs.current.indexOf(event.target as HTMLDivElement);
    const last = textStyleLevels.length - 1;
    const move = (to: number) => itemRefs.current[to]?.focus();
    // The toolbar must not see the keys the menu uses.
    event.stopPropagation();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(index >= last ? 0 : index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(index <= 0 ? last : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(last);
        break;
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const level = textStyleLevels[index];
        if (level !== undefined) choose(level);
        break;
      }
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const currentLabel = t(textStyleKey(current));
  return (
    <>
      <ToolButton
        ref={buttonRef}
        type="button"
        aria-label={t('RichTextEditor.textStyle', { current: currentLabel })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close(false) : setOpenAt(textStyleLevels.indexOf(current)))}
        onKeyDown={onButtonKeyDown}
        {...itemProps}
      >
        <span>{currentLabel}</span>
        <ChevronDownIcon />
      </ToolButton>
      {open && (
        <Menu
          id={menuId}
          role="menu"
          aria-label={t('RichTextEditor.textStyles')}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!event.currentTarget.contains(next) && next !== buttonRef.current) close(false);
          }}
        >
          {textStyleLevels.map((level, index) => (
            <MenuItem
              key={level}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitemradio"
              aria-checked={level === current}
              tabIndex={-1}
              data-level={level}
              onClick={() => choose(level)}
              onKeyDown={onItemKeyDown}
            >
              {t(textStyleKey(level))}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
