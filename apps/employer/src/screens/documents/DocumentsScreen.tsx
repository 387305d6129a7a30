import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { Button, EmptyState, PageHeader, useToast, type DataTableColumn } from '@arms/ui';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../shell/ListParts';
import { useListUrl } from '../../shell/useListUrl';
import { formatSize } from '../hiringEntities/EntityDocuments';
import { messageOf } from '../hiringEntities/EntityManagers';
import { useDocumentStrings } from './strings';

type Document = components['schemas']['Document'];
const sortFields = ['name', 'createdAt'] as const;

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
  const list = useListUrl({ sortFields });
  const answer = useArmsQuery('/documents', {
    params: {
      query: {
        $skip: list.skip,
        $limit: list.limit,
        ...(list.sort ? { $sort: { [list.sort.field]: list.sort.direction } } : {}),
      },
    },
  });

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
      <ListTable
        list={list}
        answer={answer}
        filtered={false}
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(d) => String(d.id)}
        sort={list.sort}
        onSortChange={list.onSortChange}
      />
    </>
  );
}
