import { useArmsClient, useArmsQuery, type paths } from '@arms/api-client';
import { Button, EmptyState, Select, Tag, useToast, type DataTableColumn } from '@arms/ui';
import { useMemo } from 'react';
import { messageOf, useLang } from '../../shell/content';
import { ListView } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useCmsStrings } from './strings';

type Message = paths['/contact-us']['get']['responses'][200]['content']['application/json']['data'][number];

/**
 * The Contact Us page: the messages visitors sent through the public form, newest first, marked handled
 * or new again. The filter and the page are in the URL.
 */
export function ContactMessages() {
  const { t } = useCmsStrings();
  const { lang, locale } = useLang();
  const { api } = useArmsClient();
  const toast = useToast();
  const url = useListUrl();
  const onlyNew = url.get('show') === 'new';
  const list = useArmsQuery('/contact-us', {
    params: { query: { $skip: url.skip, $limit: url.limit, ...(onlyNew ? { status: 1 } : {}) } },
  });

  const columns = useMemo<DataTableColumn<Message>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const mark = async (message: Message) => {
      try {
        await api.PATCH('/contact-us', { body: { ids: [message.id], status: message.status === 1 ? 0 : 1 } });
        toast.success(t('contact.updated'));
        await list.reload();
      } catch (failure) {
        toast.show({ variant: 'error', message: messageOf(failure, lang) });
      }
    };
    return [
      {
        id: 'from',
        header: t('contact.from'),
        cell: (m) => (
          <span style={{ overflowWrap: 'anywhere' }}>
            <strong>{m.name}</strong>
            <br />
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </span>
        ),
      },
      {
        id: 'message',
        header: t('contact.message'),
        cell: (m) => <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{m.message}</span>,
      },
      {
        id: 'details',
        header: t('contact.details'),
        cell: (m) => [m.industry, m.telephone, m.fax, m.address].filter(Boolean).join(' · ') || '—',
      },
      { id: 'received', header: t('contact.received'), cell: (m) => date.format(new Date(m.createdAt)) },
      {
        id: 'status',
        header: t('contact.status'),
        cell: (m) => (
          <Tag
            variant={m.status === 1 ? 'primary' : 'neutral'}
            label={m.status === 1 ? t('contact.new') : t('contact.handled')}
          />
        ),
      },
      {
        id: 'actions',
        header: t('items.actions'),
        cell: (m) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={
              m.status === 1 ? t('contact.markHandled', { name: m.name }) : t('contact.markNew', { name: m.name })
            }
            onClick={() => void mark(m)}
          >
            {m.status === 1 ? t('contact.markHandledShort') : t('contact.markNewShort')}
          </Button>
        ),
      },
    ];
  }, [t, locale, lang, api, toast, list]);

  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <p style={{ margin: 0 }}>{t('contact.intro')}</p>
      <div style={{ maxWidth: 280 }}>
        <Select
          label={t('contact.filter')}
          options={[
            { value: 'all', label: t('contact.all') },
            { value: 'new', label: t('contact.onlyNew') },
          ]}
          value={onlyNew ? 'new' : 'all'}
          onValueChange={(value) => url.update({ show: value === 'new' ? 'new' : null })}
        />
      </div>
      <ListView
        list={url}
        query={list}
        failure={3}
        empty={<EmptyState headingLevel={3} title={t('contact.emptyTitle')} description={t('contact.emptyText')} />}
        caption={t('contact.caption')}
        columns={columns}
        getRowId={(m) => String(m.id)}
      />
    </div>
  );
}
