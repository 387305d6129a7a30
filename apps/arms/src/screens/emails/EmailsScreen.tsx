import { useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, Select, Tag, type DataTableColumn } from '@arms/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useLang } from '../../shell/content';
import { ListView } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { Delivery } from './Delivery';
import { useEmailStrings } from './strings';

type CustomEmail = components['schemas']['CustomEmail'];

/**
 * `/arms/emails`: the custom emails, newest first, with their recipients and their delivery status from
 * the outbox; the status filter, page and sort are in the URL.
 */
export function EmailsScreen() {
  const { t } = useEmailStrings();
  const { t: tArms } = useTranslation('arms');
  const { locale } = useLang();
  const navigate = useNavigate();
  const list = useListUrl();
  const show = list.oneOf('show', ['draft', 'sent']);
  // Newest first: only `dir=asc` is in the URL.
  const dir = list.get('dir') === 'asc' ? 1 : -1;
  const query = useArmsQuery('/custom-emails', {
    params: {
      query: { $skip: list.skip, $limit: list.limit, $sort: { createdAt: dir }, ...(show ? { status: show } : {}) },
    },
  });

  const columns = useMemo<DataTableColumn<CustomEmail>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'subject',
        header: t('subject'),
        cell: (e) => (
          <Link to={`/arms/emails/${e.id}/edit`} style={{ overflowWrap: 'anywhere' }}>
            {e.subject}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('status'),
        cell: (e) => (
          <Tag
            variant={e.status === 'sent' ? 'primary' : 'neutral'}
            label={e.status === 'sent' ? t('sent') : t('draft')}
          />
        ),
      },
      {
        id: 'recipients',
        header: t('recipients'),
        cell: (e) => t('recipientCount', { employers: e.recipientCompanyIds.length, users: e.recipientUserIds.length }),
      },
      { id: 'delivery', header: t('delivery'), cell: (e) => <Delivery email={e} /> },
      { id: 'sentAt', header: t('sentAt'), cell: (e) => (e.sentAt ? date.format(new Date(e.sentAt)) : '—') },
      { id: 'createdAt', header: t('created'), sortable: true, cell: (e) => date.format(new Date(e.createdAt)) },
      {
        id: 'actions',
        header: t('actions'),
        cell: (e) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('edit', { subject: e.subject })}
            leadingIcon={<Pencil size={16} aria-hidden />}
            onClick={() => navigate(`/arms/emails/${e.id}/edit`)}
          >
            {t('editShort')}
          </Button>
        ),
      },
    ];
  }, [t, locale, navigate]);

  const write = (
    <Button
      variant="primary"
      leadingIcon={<Plus size={16} aria-hidden />}
      onClick={() => navigate('/arms/emails/create')}
    >
      {t('write')}
    </Button>
  );

  return (
    <>
      <PageHeader title={tArms('domain.menu.armsEmails')} description={t('description')} actions={write} />
      <div style={{ maxWidth: 280, marginBottom: 16 }}>
        <Select
          label={t('filter')}
          options={[
            { value: 'all', label: t('all') },
            { value: 'draft', label: t('onlyDrafts') },
            { value: 'sent', label: t('onlySent') },
          ]}
          value={show ?? 'all'}
          onValueChange={(value) => list.update({ show: value === 'draft' || value === 'sent' ? value : null })}
        />
      </div>
      <ListView
        list={list}
        query={query}
        failure={2}
        filtered={show !== null}
        noMatch={<EmptyState variant="noResults" title={t('emptyFiltered')} />}
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} action={write} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(e) => String(e.id)}
        sort={{ field: 'createdAt', direction: dir }}
        onSortChange={(next) => list.update({ dir: next?.direction === 1 ? 'asc' : null })}
      />
    </>
  );
}
