import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, issue, socialLinkTypes, validateUrl, type ValidationIssue } from '@arms/domain';
import {
  Button,
  DateField,
  Drawer,
  EmptyState,
  RichTextEditor,
  Select,
  Switch,
  Tag,
  TextField,
  useArmsForm,
  type DataTableColumn,
} from '@arms/ui';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFormEnd, useLang } from '../../shell/content';
import { ConfirmRemove, ListView, RowActions } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { ImageField } from './ImageField';
import { useCmsStrings } from './strings';

type Item = components['schemas']['CmsItem'];

/** The CMS pages kept as a collection of items (docs/decisions/0045), each with its API path. */
export type CollectionKind = 'news-events' | 'articles' | 'banners' | 'advertisements' | 'social-links';

type Field = 'content' | 'link' | 'imagePath' | 'postedAt' | 'placement';

/** Which fields each collection's items have, as the API's schemas take them (apps/api/src/routes/cms). */
const fieldsOf: Record<CollectionKind, readonly Field[]> = {
  'news-events': ['postedAt', 'imagePath', 'content'],
  articles: ['link', 'content'],
  banners: ['link', 'imagePath'],
  advertisements: ['link', 'placement', 'imagePath'],
  'social-links': ['placement', 'link'],
};
const adPlacements = ['top', 'side', 'bottom', 'popup'] as const;
const titleMax = 300;

interface ItemValues {
  title: string;
  content: string;
  link: string;
  imagePath: string | null;
  postedAt: string;
  placement: string;
  order: string;
  active: boolean;
}

function itemRules(kind: CollectionKind) {
  return (values: ItemValues): ValidationIssue[] => {
    const found: ValidationIssue[] = [];
    if (isBlank(values.title)) found.push(issue('title', 'domain.validation.general.required'));
    else if (values.title.trim().length > titleMax)
      found.push(issue('title', 'domain.validation.general.tooLong', { max: titleMax }));
    if (fieldsOf[kind].includes('link')) {
      const required = kind === 'advertisements' || kind === 'social-links';
      const url = values.link.trim();
      // A link inside the site (`/jobs`) is allowed as it is; any other must be a full http(s) address.
      if (!url.startsWith('/')) found.push(...validateUrl(url, 'link', { required, requireScheme: true }));
    }
    if (kind === 'social-links' && isBlank(values.placement))
      found.push(issue('placement', 'domain.validation.general.required'));
    if (!/^\d{1,6}$/.test(values.order.trim()) || Number(values.order) > 100000)
      found.push(issue('order', 'domain.validation.general.notNumber'));
    return found;
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The item as the API takes it: only the fields of its collection, blank text as no value. */
function itemBody(kind: CollectionKind, values: ItemValues) {
  const fields = fieldsOf[kind];
  return {
    title: values.title.trim(),
    status: values.active ? (1 as const) : (0 as const),
    order: Number(values.order),
    ...(fields.includes('content') ? { content: values.content } : {}),
    ...(fields.includes('link') ? { link: text(values.link) } : {}),
    ...(fields.includes('imagePath') ? { imagePath: values.imagePath } : {}),
    ...(fields.includes('postedAt')
      ? { postedAt: values.postedAt ? new Date(`${values.postedAt}T00:00:00Z`).toISOString() : null }
      : {}),
    ...(fields.includes('placement') ? { placement: text(values.placement) } : {}),
  };
}

const valuesOf = (item: Item | null): ItemValues => ({
  title: item?.title ?? '',
  content: item?.content ?? '',
  link: item?.link ?? '',
  imagePath: item?.imagePath ?? null,
  postedAt: item?.postedAt ? item.postedAt.slice(0, 10) : '',
  placement: item?.placement ?? '',
  order: String(item?.order ?? 0),
  active: (item?.status ?? 1) === 1,
});

/**
 * A CMS page kept as items (news and events, useful articles, banners, advertisements, social links):
 * the items with their status (active items are live), added, edited and deleted in a drawer.
 * The page of the list is in the URL.
 */
export function CollectionEditor({ kind, pageTitle }: { kind: CollectionKind; pageTitle: string }) {
  const { t } = useCmsStrings();
  const { t: tArms } = useTranslation('arms');
  const { locale } = useLang();
  const { api } = useArmsClient();
  const url = useListUrl();
  const path = `/${kind}` as '/news-events';
  const list = useArmsQuery(path, { params: { query: { $skip: url.skip, $limit: url.limit } } });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const fields = fieldsOf[kind];

  const columns = useMemo<DataTableColumn<Item>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const label = (item: Item) => {
      if (kind === 'social-links') {
        const type = socialLinkTypes.byId(item.placement ?? '');
        return type ? tArms(type.labelKey) : '—';
      }
      return item.placement ? t(`items.placement.${item.placement as 'top'}`) : '—';
    };
    return [
      {
        id: 'title',
        header: t('items.field.title'),
        cell: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.title}</span>,
      },
      ...(fields.includes('placement')
        ? [
            {
              id: 'placement',
              header: kind === 'social-links' ? t('items.field.socialType') : t('items.field.placement'),
              cell: label,
            },
          ]
        : []),
      ...(fields.includes('link')
        ? [
            {
              id: 'link',
              header: t('items.field.link'),
              cell: (item: Item) => <span style={{ overflowWrap: 'anywhere' }}>{item.link ?? '—'}</span>,
            },
          ]
        : []),
      ...(fields.includes('postedAt')
        ? [
            {
              id: 'postedAt',
              header: t('items.field.postedAt'),
              cell: (item: Item) => (item.postedAt ? date.format(new Date(item.postedAt)) : '—'),
            },
          ]
        : []),
      {
        id: 'status',
        header: t('items.field.status'),
        cell: (item) => (
          <Tag
            variant={item.status === 1 ? 'primary' : 'neutral'}
            label={t(item.status === 1 ? 'items.status.1' : 'items.status.0')}
          />
        ),
      },
      { id: 'order', header: t('items.field.order'), align: 'end', cell: (item) => item.order },
      {
        id: 'actions',
        header: t('items.actions'),
        cell: (item) => (
          <RowActions
            editLabel={t('items.edit', { name: item.title })}
            onEdit={() => setEditing(item)}
            removeLabel={t('items.remove', { name: item.title })}
            onRemove={() => setRemoving(item)}
          />
        ),
      },
    ];
  }, [t, tArms, locale, kind, fields]);

  const remove = (item: Item) => {
    const del = api.DELETE as unknown as (path: string, init: unknown) => Promise<unknown>;
    return del(`${path}/{id}`, { params: { path: { id: item.id } } });
  };

  const add = (
    <Button variant="primary" leadingIcon={<Plus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('items.add')}
    </Button>
  );

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <p style={{ margin: 0, flex: '1 1 20rem' }}>{t('items.intro')}</p>
        {add}
      </div>
      <ListView
        list={url}
        query={list}
        failure={3}
        empty={<EmptyState headingLevel={3} title={t('items.emptyTitle')} description={t('items.emptyText')} />}
        caption={t('items.caption', { page: pageTitle })}
        columns={columns}
        getRowId={(item) => String(item.id)}
      />
      {editing && (
        <ItemDrawer
          kind={kind}
          item={editing === 'new' ? null : editing}
          title={
            editing === 'new' ? t('items.addTitle', { page: pageTitle }) : t('items.editTitle', { name: editing.title })
          }
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            const body = itemBody(kind, values);
            const call = (editing === 'new' ? api.POST : api.PATCH) as unknown as (
              path: string,
              init: unknown,
            ) => Promise<unknown>;
            await (editing === 'new'
              ? call(path, { body })
              : call(`${path}/{id}`, { params: { path: { id: editing.id } }, body }));
            setEditing(null);
            await list.reload();
          }}
        />
      )}
      <ConfirmRemove
        item={removing}
        onClose={() => setRemoving(null)}
        title={t('items.removeTitle')}
        message={t('items.removeMessage', { name: removing?.title ?? '' })}
        confirmLabel={t('items.remove', { name: removing?.title ?? '' })}
        removedMessage={t('items.removed')}
        remove={remove}
        reload={list.reload}
      />
    </div>
  );
}

function ItemDrawer({
  kind,
  item,
  title,
  onClose,
  onSave,
}: {
  kind: CollectionKind;
  item: Item | null;
  title: string;
  onClose: () => void;
  onSave: (values: ItemValues) => Promise<void>;
}) {
  const { t } = useCmsStrings();
  const { t: tArms } = useTranslation('arms');
  const fields = fieldsOf[kind];
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<ItemValues>({
    defaultValues: valuesOf(item),
    validate: itemRules(kind),
    successMessage: t('items.saved'),
  });
  const values = form.watch();
  const placementOptions =
    kind === 'social-links'
      ? socialLinkTypes.items.map((type) => ({ value: type.id as string, label: tArms(type.labelKey) }))
      : adPlacements.map((p) => ({ value: p as string, label: t(`items.placement.${p}`) }));

  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title={title} size="lg" closeLabel={t('items.cancel')}>
      <form noValidate onSubmit={onSubmit(onSave)} style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <TextField
          label={
            kind === 'news-events'
              ? t('items.field.heading')
              : kind === 'social-links'
                ? t('items.field.name')
                : t('items.field.title')
          }
          required
          error={errorOf('title')}
          {...form.register('title')}
        />
        {fields.includes('placement') && (
          <Select
            label={kind === 'social-links' ? t('items.field.socialType') : t('items.field.placement')}
            required={kind === 'social-links'}
            error={errorOf('placement')}
            options={placementOptions}
            value={values.placement || null}
            onValueChange={(value) =>
              form.setValue('placement', value ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
          />
        )}
        {fields.includes('link') && (
          <TextField
            label={t('items.field.link')}
            type="url"
            required={kind === 'advertisements' || kind === 'social-links'}
            error={errorOf('link')}
            {...form.register('link')}
          />
        )}
        {fields.includes('postedAt') && (
          <DateField
            label={t('items.field.postedAt')}
            value={values.postedAt}
            onValueChange={(value) => form.setValue('postedAt', value, { shouldDirty: true })}
          />
        )}
        {fields.includes('imagePath') && (
          <ImageField
            label={t('block.image')}
            value={values.imagePath}
            onChange={(path) => form.setValue('imagePath', path, { shouldDirty: true })}
          />
        )}
        {fields.includes('content') && (
          <RichTextEditor
            label={kind === 'news-events' ? t('items.field.description') : t('items.field.content')}
            hint={t('block.contentHint')}
            height={240}
            value={values.content}
            onValueChange={(html) => form.setValue('content', html)}
          />
        )}
        <TextField
          label={t('items.field.order')}
          inputMode="numeric"
          error={errorOf('order')}
          {...form.register('order')}
        />
        <Switch
          label={t('items.field.active')}
          checked={values.active}
          onCheckedChange={(checked) => form.setValue('active', checked, { shouldDirty: true })}
        />
        <DrawerFormEnd
          formError={formError}
          sending={sending}
          saveLabel={t('items.save')}
          cancelLabel={t('items.cancel')}
          onCancel={onClose}
        />
      </form>
    </Drawer>
  );
}
