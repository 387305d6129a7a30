import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { validateItemName, type ValidationIssue } from '@arms/domain';
import { Button, EmptyState, Modal, Select, TextField, useArmsForm, useToast, type DataTableColumn } from '@arms/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { ListFilterBar, ListTable, statusQuery } from '../../shell/ListParts';
import { useListUrl } from '../../shell/useListUrl';
import { useCompanyStrings } from './companyStrings';
import { CompanyStatusFilter } from './parts';
import { IconAction } from '../../shell/IconAction';

/** The company lists of the settings (sections 2 and 7), each with the platform list it may adopt from. */
export type CompanyListPath = '/company-sectors' | '/company-disciplines' | '/company-ranks' | '/company-designations';
type BasePath = '/sectors' | '/disciplines' | '/ranks' | '/designations';
interface Item {
  id: number;
  name: string;
  status: number;
  baseId?: number | null;
}
interface ListAnswer {
  total: number;
  data: Item[];
}

// The four lists share one generic API (apps/api/src/routes/reference, ADR 0041); their types differ only
// by name, so one screen serves them through these casts.
type AnyQuery = (
  path: string,
  init: unknown,
) => { data?: ListAnswer; error?: ApiFailure; isLoading: boolean; reload: () => unknown };
type AnyMutation = (
  method: 'post' | 'patch',
  path: string,
  options: { invalidates: string[] },
) => {
  trigger: (init: unknown) => Promise<unknown>;
};
interface ApiFailure {
  localizedMessage(lang: 'en' | 'vn'): string;
}
const useListQuery = useArmsQuery as unknown as AnyQuery;
const useListMutation = useArmsMutation as unknown as AnyMutation;

export interface CompanyListProps {
  path: CompanyListPath;
  base: BasePath;
  caption: string;
  emptyText: string;
  /** Whether the user may add, rename, suspend and activate (the server checks it too). */
  canWrite: boolean;
}

const requiredName = (values: { name: string }): ValidationIssue[] => validateItemName(values.name, []);

function AddForm({ path, names }: { path: CompanyListPath; names: Map<number, string> }) {
  const { t } = useCompanyStrings();
  const create = useListMutation('post', path, { invalidates: [path] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<{ name: string; baseId: number | null }>({
    defaultValues: { name: '', baseId: null },
    validate: requiredName,
    successMessage: false,
  });
  const toast = useToast();
  const submit = onSubmit(async (values) => {
    await create.trigger({ body: { name: values.name.trim(), ...(values.baseId ? { baseId: values.baseId } : {}) } });
    toast.success(t('lists.added', { name: values.name.trim() }));
    form.reset({ name: '', baseId: null });
  });
  const options = [...names.entries()].map(([value, label]) => ({ value, label }));
  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <TextField
          label={t('lists.addLabel')}
          required
          maxLength={200}
          error={errorOf('name')}
          {...form.register('name')}
        />
      </div>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Controller
          control={form.control}
          name="baseId"
          render={({ field }) => (
            <Select<number>
              label={t('lists.fromPlatform')}
              hint={t('lists.fromPlatformHint')}
              placeholder={t('lists.basedOnNone')}
              options={options}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                if (value && !form.getValues('name').trim()) form.setValue('name', names.get(value) ?? '');
              }}
              error={errorOf('baseId')}
              name={field.name}
            />
          )}
        />
      </div>
      <div style={{ paddingTop: 26 }}>
        <Button
          type="submit"
          variant="primary"
          leadingIcon={<Plus size={16} aria-hidden />}
          loading={sending}
          disabled={sending}
        >
          {t('lists.add')}
        </Button>
      </div>
      {formError && (
        <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: 0, flexBasis: '100%' }}>
          {formError}
        </p>
      )}
    </form>
  );
}

function RenameDialog({ path, item, onClose }: { path: CompanyListPath; item: Item; onClose: () => void }) {
  const { t } = useCompanyStrings();
  const toast = useToast();
  const update = useListMutation('patch', `${path}/{id}`, { invalidates: [path] });
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<{ name: string }>({
    defaultValues: { name: item.name },
    validate: requiredName,
    successMessage: false,
  });
  const submit = onSubmit(async (values) => {
    await update.trigger({ params: { path: { id: item.id } }, body: { name: values.name.trim() } });
    toast.success(t('lists.renamed', { name: values.name.trim() }));
    onClose();
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('lists.rename', { name: item.name })} size="sm">
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: 16 }}>
        <TextField
          label={t('lists.renameLabel', { name: item.name })}
          required
          maxLength={200}
          error={errorOf('name')}
          {...form.register('name')}
        />
        {formError && (
          <p role="alert" style={{ color: 'var(--arms-color-danger)', margin: 0 }}>
            {formError}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={sending} disabled={sending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * One of the company's own lists (sector list, job classifications): searched, filtered by status and paged
 * in the URL; items are added (optionally adopted from the platform list), renamed, suspended and
 * activated. Duplicate names are refused by the server with the catalogue code on the name field.
 */
export function CompanyList({ path, base, caption, emptyText, canWrite }: CompanyListProps) {
  const { t, i18n } = useCompanyStrings();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const list = useListUrl();
  const answer = useListQuery(path, {
    params: { query: { $skip: list.skip, $limit: list.limit, ...(list.q ? { q: list.q } : {}), ...statusQuery(list) } },
  });
  const platform = useListQuery(base, { params: { query: { $limit: -1 } } });
  const baseNames = useMemo(
    () => new Map((platform.data?.data ?? []).map((item) => [item.id, item.name] as const)),
    [platform.data],
  );
  const update = useListMutation('patch', `${path}/{id}`, { invalidates: [path] });
  const [renaming, setRenaming] = useState<Item | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const toggle = async (item: Item) => {
    setSwitching(item.id);
    try {
      await update.trigger({ params: { path: { id: item.id } }, body: { status: item.status === 1 ? 0 : 1 } });
      toast.success(t(item.status === 1 ? 'lists.suspendedToast' : 'lists.activatedToast', { name: item.name }));
    } catch (failure) {
      toast.show({
        variant: 'error',
        message: (failure as Partial<ApiFailure>).localizedMessage?.(lang) ?? String(failure),
      });
    } finally {
      setSwitching(null);
    }
  };

  // The table renders each cell through its column's function: columns made anew on every render would
  // remount every row's buttons whenever the lists revalidate (focus lost, a click on a replaced button
  // lost). They change only with what they show.
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  const columns = useMemo<DataTableColumn<Item>[]>(
    () => [
      { id: 'name', header: t('name'), cell: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.name}</span> },
      {
        id: 'base',
        header: t('lists.basedOn'),
        cell: (item) => (item.baseId ? (baseNames.get(item.baseId) ?? '') : t('lists.basedOnNone')),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (item) => (
          <span style={{ color: item.status === 1 ? 'var(--arms-color-success)' : 'var(--arms-color-textMuted)' }}>
            {item.status === 1 ? t('active') : t('suspended')}
          </span>
        ),
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: t('actions'),
              cell: (item: Item) => (
                <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                  <IconAction
                    label={t('lists.rename', { name: item.name })}
                    icon={Pencil}
                    onClick={() => setRenaming(item)}
                  />
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t(item.status === 1 ? 'lists.suspend' : 'lists.activate', { name: item.name })}
                    loading={switching === item.id}
                    disabled={switching === item.id}
                    onClick={() => void toggleRef.current(item)}
                  >
                    {item.status === 1 ? t('lists.suspendShort') : t('lists.activateShort')}
                  </Button>
                </span>
              ),
            } satisfies DataTableColumn<Item>,
          ]
        : []),
    ],
    [t, baseNames, canWrite, switching],
  );

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      {canWrite && <AddForm path={path} names={baseNames} />}
      <ListFilterBar list={list} searchLabel={t('lists.search')} spaced={false}>
        <CompanyStatusFilter list={list} />
      </ListFilterBar>
      <ListTable
        list={list}
        answer={answer}
        filtered={Boolean(list.q || list.get('status'))}
        empty={<EmptyState title={emptyText} />}
        caption={caption}
        columns={columns}
        getRowId={(item) => String(item.id)}
        emptyMessage={t('lists.emptySearch')}
      />
      {renaming && <RenameDialog path={path} item={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}
