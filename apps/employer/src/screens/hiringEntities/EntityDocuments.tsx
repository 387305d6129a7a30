import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import {
  ConfirmDialog,
  DataTable,
  FileDropzone,
  useToast,
  type DataTableColumn,
  type FileDropzoneFile,
} from '@arms/ui';
import { Download, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from './EntityManagers';
import { useEntityStrings } from './strings';
import { useLocalPage } from './useLocalPage';
import { IconAction } from '../../shell/IconAction';
import { saveBlob } from '../../shell/saveBlob';

type Attachment = components['schemas']['Attachment'];
const maxSizeMb = 10;

/** A size in kB or MB in the interface's number format. */
export function formatSize(bytes: number, locale: string) {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${number.format(bytes / 1024 / 1024)} MB`
    : `${number.format(Math.max(1, bytes / 1024))} kB`;
}

/** A hiring entity's documents: upload (several at once), download and remove. */
export function EntityDocuments({ departmentId }: { departmentId: number }) {
  const { t } = useEntityStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const locale = lang === 'vn' ? 'vi' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const list = useArmsQuery('/departments/{id}/documents', { params: { path: { id: departmentId } } });
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);
  const [removing, setRemoving] = useState<Attachment>();
  const paged = useLocalPage(list.data);
  const reloadList = () => list.reload();

  const upload = async (accepted: File[]) => {
    for (const file of accepted) {
      const id = `${file.name}-${file.size}-${Date.now()}`;
      setFiles((current) => [...current, { id, name: file.name, size: file.size, status: 'uploading', file }]);
      const body = new FormData();
      body.append('file', file);
      const post = api.POST as unknown as (path: string, init: unknown) => Promise<{ data?: unknown; error?: unknown }>;
      try {
        await post('/departments/{id}/documents', { params: { path: { id: departmentId } }, body });
        setFiles((current) => current.filter((entry) => entry.id !== id));
        toast.success(t('documents.uploaded'));
      } catch (failure) {
        setFiles((current) =>
          current.map((entry) =>
            entry.id === id ? { ...entry, status: 'error', error: messageOf(failure, lang) } : entry,
          ),
        );
      }
    }
    await reloadList();
  };

  const download = async (doc: Attachment) => {
    try {
      const { data } = await api.GET('/department-documents/{id}/download', {
        params: { path: { id: doc.id } },
        parseAs: 'blob',
      });
      if (data) saveBlob(data as Blob, doc.name);
    } catch (failure) {
      toast.show({ variant: 'error', message: messageOf(failure, lang) });
    }
  };

  const columns = useMemo<DataTableColumn<Attachment>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return [
      {
        id: 'name',
        header: t('documents.name'),
        cell: (d) => <span style={{ overflowWrap: 'anywhere' }}>{d.name}</span>,
      },
      { id: 'size', header: t('documents.size'), cell: (d) => formatSize(d.size, locale), align: 'end' },
      { id: 'createdAt', header: t('documents.added'), cell: (d) => date.format(new Date(d.createdAt)) },
      {
        id: 'actions',
        header: t('documents.actions'),
        cell: (d) => (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <IconAction
              label={t('documents.download', { name: d.name })}
              icon={Download}
              onClick={() => void download(d)}
            />
            <IconAction
              label={t('documents.remove', { name: d.name })}
              icon={Trash2}
              variant="danger"
              onClick={() => setRemoving(d)}
            />
          </span>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, locale]);

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <FileDropzone
          label={t('documents.upload')}
          hint={t('documents.uploadHint', { size: maxSizeMb })}
          maxSizeMb={maxSizeMb}
          multiple
          files={files}
          onFilesChange={setFiles}
          onFilesAccepted={(accepted) => void upload(accepted)}
        />
      </div>
      <DataTable
        caption={t('documents.caption')}
        columns={columns}
        rows={paged.rows}
        getRowId={(d) => String(d.id)}
        total={paged.total}
        page={paged.page}
        onPageChange={paged.onPageChange}
        status={list.error ? 'error' : list.isLoading ? 'loading' : 'ready'}
        onRetry={() => void list.reload()}
        emptyMessage={t('documents.none')}
      />
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('documents.removeTitle')}
        message={t('documents.removeText', { name: removing?.name ?? '' })}
        confirmLabel={removing ? t('documents.remove', { name: removing.name }) : undefined}
        variant="danger"
        onConfirm={async () => {
          if (!removing) return;
          try {
            await api.DELETE('/department-documents/{id}', { params: { path: { id: removing.id } } });
            toast.success(t('documents.removed'));
            setRemoving(undefined);
            await reloadList();
          } catch (failure) {
            toast.show({ variant: 'error', message: messageOf(failure, lang) });
          }
        }}
      />
    </>
  );
}
