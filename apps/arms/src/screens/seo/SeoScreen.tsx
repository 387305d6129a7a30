import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, issue, type ValidationIssue } from '@arms/domain';
import {
  Button,
  Drawer,
  EmptyState,
  PageHeader,
  Switch,
  Tag,
  TextArea,
  TextField,
  useArmsForm,
  type DataTableColumn,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFormEnd } from '../../shell/content';
import { ConfirmRemove, ListView, RowActions } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useSeoStrings } from './strings';

type Entry = components['schemas']['SeoEntry'];

interface SeoValues {
  name: string;
  title: string;
  description: string;
  keywords: string;
  active: boolean;
}

/** The API's limits of an SEO entry (apps/api/src/routes/reference/lists.ts). */
const max = { name: 200, title: 200, description: 500, keywords: 500 } as const;

function seoRules(values: SeoValues): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (isBlank(values.name)) found.push(issue('name', 'domain.validation.itemName.required'));
  else if (values.name.trim().length > max.name)
    found.push(issue('name', 'domain.validation.general.tooLong', { max: max.name }));
  if (isBlank(values.title)) found.push(issue('title', 'domain.validation.general.required'));
  for (const field of ['title', 'description', 'keywords'] as const) {
    if (values[field].trim().length > max[field])
      found.push(issue(field, 'domain.validation.general.tooLong', { max: max[field] }));
  }
  return found;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * `/arms/setting/seo`: the meta tags of the public site's pages (title, description, keywords by page
 * path), listed by path, added, edited and deleted; the list's page and sort are in the URL.
 */
export function SeoScreen() {
  const { t } = useSeoStrings();
  const { t: tArms } = useTranslation('arms');
  const { api } = useArmsClient();
  const url = useListUrl();
  // Always by page path, A to Z unless `dir=desc`.
  const dir = url.get('dir') === 'desc' ? -1 : 1;
  const list = useArmsQuery('/seo', {
    params: { query: { $skip: url.skip, $limit: url.limit, $sort: { name: dir } } },
  });
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);

  const columns = useMemo<DataTableColumn<Entry>[]>(
    () => [
      {
        id: 'name',
        header: t('page'),
        sortable: true,
        cell: (e) => <code style={{ overflowWrap: 'anywhere' }}>{e.name}</code>,
      },
      {
        id: 'title',
        header: t('title'),
        cell: (e) => <span style={{ overflowWrap: 'anywhere' }}>{e.title ?? '—'}</span>,
      },
      {
        id: 'description',
        header: t('metaDescription'),
        cell: (e) => <span style={{ overflowWrap: 'anywhere' }}>{e.description || '—'}</span>,
      },
      {
        id: 'keywords',
        header: t('keywords'),
        cell: (e) => <span style={{ overflowWrap: 'anywhere' }}>{e.keywords || '—'}</span>,
      },
      {
        id: 'status',
        header: t('status'),
        cell: (e) => (
          <Tag
            variant={e.status === 1 ? 'primary' : 'neutral'}
            label={e.status === 1 ? t('statusActive') : t('statusInactive')}
          />
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: (e) => (
          <RowActions
            editLabel={t('edit', { name: e.name })}
            onEdit={() => setEditing(e)}
            removeLabel={t('remove', { name: e.name })}
            onRemove={() => setRemoving(e)}
          />
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={tArms('domain.menu.armsSeo')}
        description={t('description')}
        actions={
          <Button variant="primary" leadingIcon={<Plus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <ListView
        list={url}
        query={list}
        failure={2}
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(e) => String(e.id)}
        sort={{ field: 'name', direction: dir }}
        onSortChange={(next) => url.update({ dir: next?.direction === -1 ? 'desc' : null })}
      />
      {editing && (
        <SeoDrawer
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const body = {
              name: values.name.trim(),
              title: text(values.title),
              description: text(values.description),
              keywords: text(values.keywords),
              status: values.active ? (1 as const) : (0 as const),
            };
            if (editing === 'new') await api.POST('/seo', { body });
            else await api.PATCH('/seo/{id}', { params: { path: { id: editing.id } }, body });
            setEditing(null);
            await list.reload();
          }}
        />
      )}
      <ConfirmRemove
        item={removing}
        onClose={() => setRemoving(null)}
        title={t('removeTitle')}
        message={t('removeMessage', { name: removing?.name ?? '' })}
        confirmLabel={t('remove', { name: removing?.name ?? '' })}
        removedMessage={t('removed')}
        remove={(entry) => api.DELETE('/seo/{id}', { params: { path: { id: entry.id } } })}
        reload={list.reload}
      />
    </>
  );
}

function SeoDrawer({
  entry,
  onClose,
  onSave,
}: {
  entry: Entry | null;
  onClose: () => void;
  onSave: (values: SeoValues) => Promise<void>;
}) {
  const { t } = useSeoStrings();
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<SeoValues>({
    defaultValues: {
      name: entry?.name ?? '/',
      title: entry?.title ?? '',
      description: entry?.description ?? '',
      keywords: entry?.keywords ?? '',
      active: (entry?.status ?? 1) === 1,
    },
    validate: (values) => {
      const found = seoRules(values);
      // A page is a path of the public site; the server takes any name, this screen keeps them comparable.
      if (!isBlank(values.name) && !values.name.trim().startsWith('/') && !found.some((f) => f.field === 'name'))
        found.push({ field: 'name', code: 'domain.validation.url.invalid', params: {} });
      return found;
    },
    successMessage: t('saved'),
  });
  const values = form.watch();
  const count = (field: 'title' | 'description' | 'keywords') => ({ count: values[field].length, max: max[field] });

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={entry ? t('editTitle', { name: entry.name }) : t('addTitle')}
      size="md"
      closeLabel={t('cancel')}
    >
      <form noValidate onSubmit={onSubmit(onSave)} style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <TextField label={t('page')} hint={t('pageHint')} required error={errorOf('name')} {...form.register('name')} />
        <TextField
          label={t('title')}
          required
          hint={t('titleHint', count('title'))}
          error={errorOf('title')}
          {...form.register('title')}
        />
        <TextArea
          label={t('metaDescription')}
          rows={4}
          hint={t('descriptionHint', count('description'))}
          error={errorOf('description')}
          {...form.register('description')}
        />
        <TextArea
          label={t('keywords')}
          rows={3}
          hint={t('keywordsHint', count('keywords'))}
          error={errorOf('keywords')}
          {...form.register('keywords')}
        />
        <Switch
          label={t('active')}
          checked={values.active}
          onCheckedChange={(checked) => form.setValue('active', checked, { shouldDirty: true })}
        />
        <DrawerFormEnd
          formError={formError}
          sending={sending}
          saveLabel={t('save')}
          cancelLabel={t('cancel')}
          onCancel={onClose}
        />
      </form>
    </Drawer>
  );
}
