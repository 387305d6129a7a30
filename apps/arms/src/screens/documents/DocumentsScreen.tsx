import { useArmsClient, useArmsQuery, type components } from '@arms/api-client';
import { isBlank, issue, type ValidationIssue } from '@arms/domain';
import {
  Button,
  Drawer,
  EmptyState,
  FileDropzone,
  PageHeader,
  Switch,
  TextArea,
  TextField,
  useArmsForm,
  useToast,
  type DataTableColumn,
  type DataTableSort,
  type FileDropzoneFile,
} from '@arms/ui';
import { Copy, Download, Link2, Link2Off } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFormEnd, messageOf, useLang } from '../../shell/content';
import { ConfirmRemove, ListView, RowActions } from '../../shell/lists';
import { useListUrl } from '../../shell/useListUrl';
import { useAdminDocumentStrings } from './strings';

type Document = components['schemas']['Document'];

/** The server's upload limit (UPLOAD_MAX_MB, 10 by default) and the types it accepts by content. */
const maxSizeMb = 10;
const accept = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** A file type a person recognises, from the MIME type. */
function typeOf(mime: string): string {
  if (mime === 'application/pdf') return 'PDF';
  if (mime.includes('word')) return 'Word';
  if (mime.includes('sheet') || mime.includes('excel')) return 'Excel';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'PowerPoint';
  if (mime.startsWith('image/')) return mime.slice(6).toUpperCase();
  return mime;
}

const formatSize = (bytes: number, locale: string) => {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / 1024 / 1024)} MB`;
};

interface DocumentValues {
  name: string;
  description: string;
}

function documentRules(values: DocumentValues): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (isBlank(values.name)) found.push(issue('name', 'domain.validation.required.name'));
  else if (values.name.trim().length > 200)
    found.push(issue('name', 'domain.validation.general.tooLong', { max: 200 }));
  if (values.description.trim().length > 1000)
    found.push(issue('description', 'domain.validation.general.tooLong', { max: 1000 }));
  return found;
}

/**
 * `/arms/documents`: the reference documents employers download. Upload several at once (checked by
 * content on the server), rename and describe, hide from employers or show again, share by a public link,
 * download and delete. Page and sort are in the URL.
 */
export function DocumentsScreen() {
  const { t } = useAdminDocumentStrings();
  const { t: tArms } = useTranslation('arms');
  const { lang, locale } = useLang();
  const { api } = useArmsClient();
  const toast = useToast();
  const url = useListUrl();
  const sortField = url.get('sort') === 'name' ? 'name' : 'createdAt';
  // Newest first by default; names A to Z when sorted by name. Only a change from those is in the URL.
  const dir = url.get('dir');
  const sort: DataTableSort = {
    field: sortField,
    direction: sortField === 'name' ? (dir === 'desc' ? -1 : 1) : dir === 'asc' ? 1 : -1,
  };
  const list = useArmsQuery('/documents', {
    params: { query: { $skip: url.skip, $limit: url.limit, $sort: { [sortField]: sort.direction } } },
  });
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);
  const [editing, setEditing] = useState<Document | null>(null);
  const [removing, setRemoving] = useState<Document | null>(null);
  const reload = list.reload;

  const upload = async (accepted: File[]) => {
    for (const file of accepted) {
      const id = `${file.name}-${file.size}-${Date.now()}`;
      setFiles((current) => [...current, { id, name: file.name, size: file.size, status: 'uploading', file }]);
      const body = new FormData();
      body.append('file', file);
      const post = api.POST as unknown as (path: string, init: unknown) => Promise<unknown>;
      try {
        await post('/documents', { params: { query: { name: file.name.slice(0, 200) } }, body });
        setFiles((current) => current.filter((entry) => entry.id !== id));
        toast.success(t('uploaded', { name: file.name }));
      } catch (failure) {
        setFiles((current) =>
          current.map((entry) =>
            entry.id === id ? { ...entry, status: 'error', error: messageOf(failure, lang) } : entry,
          ),
        );
      }
    }
    await reload();
  };

  const columns = useMemo<DataTableColumn<Document>[]>(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const act = async (work: () => Promise<unknown>, done: string) => {
      try {
        await work();
        toast.success(done);
        await reload();
      } catch (failure) {
        toast.show({ variant: 'error', message: messageOf(failure, lang) });
      }
    };
    const download = async (doc: Document) => {
      try {
        const { data } = await api.GET('/documents/{id}/download', { params: { path: { id: doc.id } } });
        if (data) window.location.assign(data.url);
      } catch (failure) {
        toast.show({ variant: 'error', message: messageOf(failure, lang) });
      }
    };
    const publicUrl = (doc: Document) => new URL(`/api/documents/public/${doc.publicKey}`, window.location.origin).href;
    const copy = async (doc: Document) => {
      try {
        await navigator.clipboard.writeText(publicUrl(doc));
        toast.success(t('copied'));
      } catch {
        toast.show({ variant: 'info', message: publicUrl(doc) });
      }
    };
    return [
      {
        id: 'name',
        header: t('name'),
        sortable: true,
        cell: (d) => (
          <span style={{ overflowWrap: 'anywhere' }}>
            <strong>{d.name}</strong>
            {d.description && (
              <>
                <br />
                <span style={{ color: 'var(--arms-color-text-muted)' }}>{d.description}</span>
              </>
            )}
          </span>
        ),
      },
      { id: 'type', header: t('type'), cell: (d) => `${typeOf(d.mimeType)} · ${formatSize(d.size, locale)}` },
      { id: 'createdAt', header: t('added'), sortable: true, cell: (d) => date.format(new Date(d.createdAt)) },
      {
        id: 'visibility',
        header: t('visibility'),
        cell: (d) => (
          <Switch
            label={d.status === 1 ? t('hide', { name: d.name }) : t('show', { name: d.name })}
            hideLabel
            checked={d.status === 1}
            onCheckedChange={(checked) =>
              void act(
                () =>
                  api.PATCH('/documents/{id}', { params: { path: { id: d.id } }, body: { status: checked ? 1 : 0 } }),
                checked ? t('shownToast') : t('hiddenToast'),
              )
            }
          />
        ),
      },
      {
        id: 'sharing',
        header: t('sharing'),
        cell: (d) => (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {d.publicKey ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('copyLink', { name: d.name })}
                  onClick={() => void copy(d)}
                >
                  <Copy size={16} aria-hidden />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('unshare', { name: d.name })}
                  onClick={() =>
                    void act(
                      () =>
                        api.POST('/documents/{id}/public-key', {
                          params: { path: { id: d.id } },
                          body: { shared: false },
                        }),
                      t('unshared'),
                    )
                  }
                >
                  <Link2Off size={16} aria-hidden />
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('share', { name: d.name })}
                onClick={() =>
                  void act(
                    () =>
                      api.POST('/documents/{id}/public-key', {
                        params: { path: { id: d.id } },
                        body: { shared: true },
                      }),
                    t('shared'),
                  )
                }
              >
                <Link2 size={16} aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        cell: (d) => (
          <RowActions
            editLabel={t('edit', { name: d.name })}
            onEdit={() => setEditing(d)}
            removeLabel={t('remove', { name: d.name })}
            onRemove={() => setRemoving(d)}
          >
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('download', { name: d.name })}
              onClick={() => void download(d)}
            >
              <Download size={16} aria-hidden />
            </Button>
          </RowActions>
        ),
      },
    ];
  }, [t, locale, lang, api, toast, reload]);

  return (
    <>
      <PageHeader title={tArms('domain.menu.armsDocuments')} description={t('description')} />
      <div style={{ marginBottom: 24 }}>
        <FileDropzone
          label={t('upload')}
          hint={t('uploadHint')}
          accept={accept}
          maxSizeMb={maxSizeMb}
          multiple
          files={files}
          onFilesChange={setFiles}
          onFilesAccepted={(accepted) => void upload(accepted)}
        />
      </div>
      <ListView
        list={url}
        query={list}
        failure={2}
        empty={<EmptyState title={t('emptyTitle')} description={t('emptyText')} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(d) => String(d.id)}
        sort={sort}
        onSortChange={(next) => {
          const field = next?.field === 'name' ? 'name' : null;
          const direction = next?.direction ?? -1;
          url.update({ sort: field, dir: field ? (direction === -1 ? 'desc' : null) : direction === 1 ? 'asc' : null });
        }}
      />
      {editing && (
        <DocumentDrawer
          document={editing}
          onClose={() => setEditing(null)}
          onSave={async (values) => {
            await api.PATCH('/documents/{id}', {
              params: { path: { id: editing.id } },
              body: { name: values.name.trim(), description: values.description.trim() || null },
            });
            setEditing(null);
            await reload();
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
        remove={(doc) => api.DELETE('/documents/{id}', { params: { path: { id: doc.id } } })}
        reload={reload}
      />
    </>
  );
}

function DocumentDrawer({
  document,
  onClose,
  onSave,
}: {
  document: Document;
  onClose: () => void;
  onSave: (values: DocumentValues) => Promise<void>;
}) {
  const { t } = useAdminDocumentStrings();
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<DocumentValues>({
    defaultValues: { name: document.name, description: document.description ?? '' },
    validate: documentRules,
    successMessage: t('saved'),
  });
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('editTitle', { name: document.name })}
      size="md"
      closeLabel={t('cancel')}
    >
      <form noValidate onSubmit={onSubmit(onSave)} style={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <TextField label={t('name')} required error={errorOf('name')} {...form.register('name')} />
        <TextArea label={t('details')} rows={4} error={errorOf('description')} {...form.register('description')} />
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
