import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { validateItemName, type ValidationIssue } from '@arms/domain';
import {
  Button,
  DataTable,
  EmptyState,
  Modal,
  Select,
  TextField,
  useArmsForm,
  useToast,
  type DataTableColumn,
} from '@arms/ui';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useCompanyStrings } from './companyStrings';

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
  /** Prefix of this list's URL parameters, for screens that show several lists. @default '' */
  paramPrefix?: string;
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
export function CompanyList({ path, base, caption, emptyText, canWrite, paramPrefix = '' }: CompanyListProps) {
  const { t, i18n } = useCompanyStrings();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const key = (name: string) => `${paramPrefix}${name}`;
  const q = params.get(key('q')) ?? '';
  const status = params.get(key('status'));
  const skip = Number(params.get(key('skip'))) || 0;
  const limit = Number(params.get(key('limit'))) || 25;
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(key(name), value);
          else next.delete(key(name));
        }
        return next;
      },
      { replace: true },
    );
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(() => setParam({ q: typed.trim() || null, skip: null }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const { data, error, isLoading, reload } = useListQuery(path, {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(q ? { q } : {}),
        ...(status === '0' || status === '1' ? { status: Number(status) } : {}),
      },
    },
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

  const columns: DataTableColumn<Item>[] = [
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
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('lists.rename', { name: item.name })}
                  onClick={() => setRenaming(item)}
                >
                  <Pencil size={16} aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(item.status === 1 ? 'lists.suspend' : 'lists.activate', { name: item.name })}
                  loading={switching === item.id}
                  disabled={switching === item.id}
                  onClick={() => void toggle(item)}
                >
                  {item.status === 1 ? t('lists.suspendShort') : t('lists.activateShort')}
                </Button>
              </span>
            ),
          } satisfies DataTableColumn<Item>,
        ]
      : []),
  ];

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      {canWrite && <AddForm path={path} names={baseNames} />}
      <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-end' }}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <TextField label={t('lists.search')} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div style={{ flex: '0 1 220px', minWidth: 0 }}>
          <Select<string>
            label={t('status')}
            options={[
              { value: 'all', label: t('lists.allStatuses') },
              { value: '1', label: t('active') },
              { value: '0', label: t('suspended') },
            ]}
            value={status ?? 'all'}
            onValueChange={(value) => setParam({ status: value && value !== 'all' ? value : null, skip: null })}
          />
        </div>
      </div>
      {data && data.total === 0 && !q && !status ? (
        <EmptyState title={emptyText} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(item) => String(item.id)}
          total={data?.total ?? 0}
          page={{ skip, limit }}
          onPageChange={(page) =>
            setParam({
              skip: page.skip ? String(page.skip) : null,
              limit: page.limit !== 25 ? String(page.limit) : null,
            })
          }
          emptyMessage={t('lists.emptySearch')}
          status={error ? 'error' : isLoading ? 'loading' : 'ready'}
          onRetry={() => void reload()}
        />
      )}
      {renaming && <RenameDialog path={path} item={renaming} onClose={() => setRenaming(null)} />}
    </div>
  );
}
