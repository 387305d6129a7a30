import { useArmsClient } from '@arms/api-client';
import { validateItemName, type ValidationIssue } from '@arms/domain';
import { Button, Checkbox, Modal, TextField, useArmsForm } from '@arms/ui';
import { useEffect } from 'react';
import type { ExtraKey, ListConfig, ListItem } from './lists';
import { useListStrings } from './strings';

type Values = { name: string } & Record<Exclude<ExtraKey, 'blocked'>, string> & { blocked: boolean };

const colourPattern = /^#[0-9a-fA-F]{6}$/;

function valuesOf(item: ListItem | null): Values {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: item?.name ?? '',
    code: text(item?.code),
    symbol: text(item?.symbol),
    dialingCode: text(item?.dialingCode),
    colour: text(item?.colour) || (item ? '' : '#616161'),
    blocked: item?.blocked === true,
  };
}

/**
 * Adds an item to a list or edits one (name and the list's extra fields). The naming rule of section 5 runs
 * before the call against the names already in the list; the server runs it again, so a name taken meanwhile
 * comes back as DUPLICATE_ITEM_NAME on the name field, and nothing typed is lost.
 */
export function ItemForm({
  config,
  listName,
  item,
  open,
  names,
  onClose,
  onSaved,
}: {
  config: ListConfig;
  listName: string;
  /** The item being edited, `null` to add one. */
  item: ListItem | null;
  open: boolean;
  /** Every name in the list, to refuse a duplicate before the call. */
  names: readonly string[];
  onClose: () => void;
  onSaved: (saved: ListItem) => void;
}) {
  const { t } = useListStrings();
  const { api } = useArmsClient();
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: valuesOf(item),
    successMessage: false,
    validate: (v) => {
      const others = item ? names.filter((n) => n !== item.name) : names;
      const issues: ValidationIssue[] = [...validateItemName(v.name, others)];
      if (config.extras.some((e) => e.kind === 'colour') && !colourPattern.test(v.colour.trim()))
        issues.push({ field: 'colour', code: 'admLists.colourInvalid' as ValidationIssue['code'], params: {} });
      return issues;
    },
  });
  useEffect(() => {
    if (open) form.reset(valuesOf(item));
  }, [open, item, form]);

  const submit = onSubmit(async (v) => {
    const body: Record<string, unknown> = { name: v.name.trim() };
    for (const extra of config.extras) {
      if (extra.kind === 'boolean') body[extra.key] = v.blocked;
      else if (extra.kind === 'colour') body[extra.key] = v.colour.trim();
      else {
        const text = v[extra.key as Exclude<ExtraKey, 'blocked'>].trim();
        body[extra.key] = text === '' ? null : text;
      }
    }
    // One generic editor over the lists' typed calls: every list takes the same shape (name, status, order, extras).
    const path = config.path as '/currencies';
    const call = item
      ? api.PATCH(`${path}/{id}`, { params: { path: { id: item.id } }, body: body as never })
      : api.POST(path, { body: body as never });
    const { data } = await call;
    if (data) onSaved(data as ListItem);
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={item ? t('editTitle', { name: item.name }) : t('addTitle', { list: listName })}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div style={{ display: 'grid', gap: 'var(--arms-space-3)' }}>
          <TextField label={t('name')} required maxLength={200} error={errorOf('name')} {...form.register('name')} />
          {config.extras.map((extra) => {
            if (extra.kind === 'boolean')
              return <Checkbox key={extra.key} label={t('blockedLabel')} {...form.register('blocked')} />;
            const key = extra.key as Exclude<ExtraKey, 'blocked'>;
            const hint =
              key === 'code'
                ? t('codeHint')
                : key === 'dialingCode'
                  ? t('dialingCodeHint')
                  : key === 'colour'
                    ? t('colourHint')
                    : undefined;
            return (
              <TextField
                key={key}
                label={t(key)}
                hint={hint}
                required={extra.kind === 'colour'}
                maxLength={extra.maxLength ?? 7}
                error={errorOf(key)}
                {...form.register(key)}
              />
            );
          })}
        </div>
        {formError && <p role="alert">{formError}</p>}
        <Modal.Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={sending}>
            {item ? t('save') : t('add')}
          </Button>
        </Modal.Actions>
      </form>
    </Modal>
  );
}
