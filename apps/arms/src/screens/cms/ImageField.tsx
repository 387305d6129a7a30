import { useArmsClient } from '@arms/api-client';
import { Button, FileDropzone, useToast, type FileDropzoneFile } from '@arms/ui';
import { useState } from 'react';
import { messageOf, useLang } from '../../shell/content';
import { useCmsStrings } from './strings';

/**
 * An image of CMS content: the current one previewed, a new one uploaded at once to `POST /cms-images`
 * (checked by content and pixel size on the server) and its public path handed to the form.
 */
export function ImageField({
  label,
  value,
  onChange,
  logo = false,
}: {
  label: string;
  value: string | null;
  onChange: (imagePath: string | null) => void;
  logo?: boolean;
}) {
  const { t } = useCmsStrings();
  const { lang } = useLang();
  const { api } = useArmsClient();
  const toast = useToast();
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);

  const upload = async (accepted: File[]) => {
    const file = accepted[0];
    if (!file) return;
    const id = `${file.name}-${file.size}-${Date.now()}`;
    setFiles([{ id, name: file.name, size: file.size, status: 'uploading', file }]);
    const body = new FormData();
    body.append('file', file);
    const post = api.POST as unknown as (path: string, init: unknown) => Promise<{ data?: { imagePath: string } }>;
    try {
      const { data } = await post('/cms-images', { body });
      setFiles([]);
      if (data) onChange(data.imagePath);
      toast.success(t('image.uploaded'));
    } catch (failure) {
      setFiles([{ id, name: file.name, size: file.size, status: 'error', error: messageOf(failure, lang) }]);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <FileDropzone
        kind={logo ? 'logo' : 'image'}
        label={label}
        hint={t('image.uploadHint')}
        files={files}
        onFilesChange={setFiles}
        onFilesAccepted={(accepted) => void upload(accepted)}
      />
      {value ? (
        <figure style={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <img
            src={value}
            alt={t('image.preview')}
            style={{
              maxWidth: 'min(100%, 320px)',
              maxHeight: 160,
              objectFit: 'contain',
              border: '1px solid var(--arms-color-border)',
              borderRadius: 6,
              background: 'var(--arms-color-surface-sunken)',
            }}
          />
          <figcaption>
            <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
              {t('image.remove')}
            </Button>
          </figcaption>
        </figure>
      ) : (
        <p style={{ margin: 0, color: 'var(--arms-color-text-muted)' }}>{t('image.none')}</p>
      )}
    </div>
  );
}
