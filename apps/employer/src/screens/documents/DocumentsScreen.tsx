import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import {
  Button,
  DataTable,
  EmptyState,
  PageHeader,
  useToast,
  type DataTableColumn,
  type DataTableSort,
} from '@arms/ui';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatSize } from '../hiringEntities/EntityDocuments';
import { messageOf } from '../hiringEntities/EntityManagers';
import { useDocumentStrings } from './strings';

type Document = components['schemas']['Document'];

/** A file type a recruiter recognises, from the MIME type. */
function typeOf(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  if (mime.includes('word')) return 'Word';
  if (mime.includes('sheet') || mime.includes('excel')) return 'Excel';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'PowerPoint';
  if (mime.startsWith('image/')) return mime.slice(6).toUpperCase();
  return mime;
}

/** `/documents`: the reference documents the platform shares with employers; page and sort in the URL. */
export function DocumentsScreen() {
  const { t } = useDocumentStrings();
  const { t: tEmployer, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const limit = [10, 25, 50, 100].includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 25;
  const sortField = params.get('sort') === 'name' ? 'name' : params.get('sort') === 'createdAt' ? 'createdAt' : null;
  const sort: DataTableSort | null = sortField
    ? { field: sortField, direction: params.get('dir') === 'desc' ? -1 : 1 }
    : null;
  const list = useArmsQuery('/documents', {
    params: {
      query: {
        $skip: skip,
        $limit: limit,
        ...(sort ? { $sort: { [sort.field as 'name' | 'createdAt']: sort.direction } } : {}),
      },
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

  const columns = useMemo<DataTableColumn<Document>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const download = async (doc: Document) => {
      try {
        const { data } = await api.GET('/documents/{id}/download', { params: { path: { id: doc.id } } });
        if (data) window.location.assign(data.url);
      } catch (failure) {
        toast.show({ variant: 'error', message: messageOf(failure, lang) });
      }
    };
    return [
      {
        id: 'name',
        header: t('name'),
        sortable: true,
        cell: (d) => <span style={{ overflowWrap: 'anywhere' }}>{d.name}</span>,
      },
      { id: 'description', header: t('details'), cell: (d) => d.description || '—' },
      { id: 'type', header: t('type'), cell: (d) => typeOf(d.mimeType) },
      { id: 'size', header: t('size'), align: 'end', cell: (d) => formatSize(d.size, locale) },
      { id: 'createdAt', header: t('added'), sortable: true, cell: (d) => date.format(new Date(d.createdAt)) },
      {
        id: 'download',
        header: t('downloadShort'),
        cell: (d) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('download', { name: d.name })}
            leadingIcon={<Download size={16} aria-hidden />}
            onClick={() => void download(d)}
          >
            {t('downloadShort')}
          </Button>
        ),
      },
    ];
  }, [t, locale, lang, api, toast]);

  return (
    <>
      <PageHeader title={tEmployer('domain.menu.documents')} description={t('description')} />
      {list.data && list.data.total === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowId={(d) => String(d.id)}
          total={list.data?.total ?? 0}
          page={{ skip, limit }}
          pageSizeOptions={[10, 25, 50, 100]}
          onPageChange={(page) =>
            update({ skip: page.skip ? String(page.skip) : null, limit: page.limit === 25 ? null : String(page.limit) })
          }
          sort={sort}
          onSortChange={(next) =>
            update({ sort: next ? next.field : null, dir: next?.direction === -1 ? 'desc' : null, skip: null })
          }
          status={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
          onRetry={() => void list.reload()}
        />
      )}
    </>
  );
}
