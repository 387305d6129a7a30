import { ApiError, useArmsClient, type components, type operations } from '@arms/api-client';
import { defaultImageLimits, messageFor } from '@arms/domain';
import { FileDropzone, useToast, type FileDropzoneFile } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyStrings } from './strings';

type Company = components['schemas']['Company'];
type ImageAnswer = operations['uploadCompanyLogo']['responses'][200]['content']['application/json'];

/** The server's logo limits (apps/api companies route): 2 MB, at least 100 × 24; 250 × 60 is advice. */
const logoLimits = { ...defaultImageLimits, maxSizeMb: 2, minWidth: 100, minHeight: 24 };

/**
 * The company's logo: the current one as it will show, and an upload checked by content on the server
 * (spec section 5: 250 × 60 recommended). The preview follows the saved file, not the local one.
 */
export function CompanyLogo({ company, onSaved }: { company: Company; onSaved: () => unknown }) {
  const { t } = useCompanyStrings();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const [files, setFiles] = useState<readonly FileDropzoneFile[]>([]);
  const [advice, setAdvice] = useState<{ width: number; height: number }>();

  const upload = async (accepted: File[]) => {
    const file = accepted[0];
    if (!file) return;
    const id = `${file.name}-${file.size}-${Date.now()}`;
    setFiles([{ id, name: file.name, size: file.size, status: 'uploading', file }]);
    const body = new FormData();
    body.append('file', file);
    const post = api.POST as unknown as (path: string, init: unknown) => Promise<{ data?: ImageAnswer }>;
    try {
      const { data } = await post('/companies/upload-image/{id}', { params: { path: { id: company.id } }, body });
      setFiles([]);
      setAdvice(data && data.advice.length > 0 ? { width: data.width, height: data.height } : undefined);
      toast.success(t('logo.uploaded'));
      await onSaved();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.localizedMessage(lang) : messageFor('UNKNOWN_ERROR', lang);
      setFiles([{ id, name: file.name, size: file.size, status: 'error', error: message }]);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>{t('logo.intro')}</p>
      <div
        style={{
          width: 250,
          maxWidth: '100%',
          height: 60,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px dashed var(--arms-color-border)',
          borderRadius: 'var(--arms-radius-md)',
          background: 'var(--arms-color-surface)',
          overflow: 'hidden',
        }}
      >
        {company.imagePath ? (
          <img
            src={company.imagePath}
            alt={t('logo.preview', { name: company.name })}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <span style={{ color: 'var(--arms-color-text-muted)' }}>{t('logo.none')}</span>
        )}
      </div>
      {advice && <p role="status">{t('logo.advice', advice)}</p>}
      <FileDropzone
        label={t('logo.upload')}
        kind="logo"
        imageLimits={logoLimits}
        maxSizeMb={logoLimits.maxSizeMb}
        files={files}
        onFilesChange={setFiles}
        onFilesAccepted={(accepted) => void upload(accepted)}
      />
    </div>
  );
}
