import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../Button';
import { useUiTranslation } from '../../i18n';
import { MenuAnchor, MenuPanel, SelectBox } from '../DataTable.styles';
import { dataTableStrings } from '../DataTable.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { DataTable: dataTableStrings };

export interface ColumnMenuItem {
  id: string;
  label: ReactNode;
  visible: boolean;
  /** False for the last visible column: a table keeps at least one. */
  canHide: boolean;
}

/**
 * "Columns": a disclosure button and a panel of checkboxes, one per hideable column. Tab moves into the
 * panel, Space toggles, Escape closes it and returns to the button; it closes when focus or a click
 * goes elsewhere. (A disclosure, not an ARIA menu: checkboxes are what these are, and need no roving focus.)
 */
export function ColumnMenu({
  items,
  onToggle,
}: {
  items: readonly ColumnMenuItem[];
  onToggle: (id: string, visible: boolean) => void;
}) {
  const { t } = useUiTranslation(uiStrings);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  return (
    <MenuAnchor
      ref={anchorRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !anchorRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('DataTable.columns')}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <MenuPanel id={panelId} hidden={!open}>
        <fieldset>
          <legend>{t('DataTable.showColumns')}</legend>
          {items.map((item) => (
            <label key={item.id}>
              <SelectBox
                type="checkbox"
                checked={item.visible}
                disabled={!item.canHide}
                onChange={(event) => onToggle(item.id, event.target.checked)}
              />
              {item.label}
            </label>
          ))}
        </fieldset>
      </MenuPanel>
    </MenuAnchor>
  );
}
