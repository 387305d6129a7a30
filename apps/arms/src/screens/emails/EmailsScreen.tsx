import { useArmsQuery, type components } from '@arms/api-client';
import { Button, DataTable, EmptyState, PageHeader, Select, Tag, type DataTableColumn } from '@arms/ui';
import { Pencil, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailed, useLang } from '../cms/common';
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
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const limit = [10, 25, 50, 100].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 25;
  const show = params.get('show') === 'draft' ? 'draft' : params.get('show') === 'sent' ? 'sent' : null;
  const dir = params.get('dir') === 'asc' ? 1 : -1;
  const list = useArmsQuery('/custom-emails', {
    params: {
      query: { $skip: skip, $limit: limit, $sort: { createdAt: dir }, ...(show ? { status: show } : {}) },
    },
  });
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

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
          onValueChange={(value) => update({ show: value === 'draft' || value === 'sent' ? value : null, skip: null })}
        />
      </div>
      {list.error ? (
        <LoadFailed error={list.error} onRetry={() => void list.reload()} />
      ) : list.data && list.data.total === 0 ? (
        show ? (
          <EmptyState variant="noResults" title={t('emptyFiltered')} />
        ) : (
          <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={write} />
        )
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowId={(e) => String(e.id)}
          total={list.data?.total ?? 0}
          page={{ skip, limit }}
          pageSizeOptions={[10, 25, 50, 100]}
          onPageChange={(page) =>
            update({ skip: page.skip ? String(page.skip) : null, limit: page.limit === 25 ? null : String(page.limit) })
          }
          sort={{ field: 'createdAt', direction: dir }}
          onSortChange={(next) => update({ dir: next?.direction === 1 ? 'asc' : null, skip: null })}
          status={list.isLoading ? 'loading' : 'ready'}
        />
      )}
    </>
  );
}
