import { ApiError } from '@arms/api-client';
import { defaultImageLimits, validateImage } from '@arms/domain';
import { Avatar, Button, useToast } from '@arms/ui';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions } from './layout';
import { useRefereeStrings } from './refereeStrings';

/** Reads an image file's pixel size in the browser (0 x 0 when it is not a readable image). */
export async function pixelsOf(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** What `PhotoControls` needs from `usePhotoUpload`. */
export interface PhotoUpload {
  busy: boolean;
  /** Why the last upload or removal failed, in the user's language; null when it did not. */
  problem: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/**
 * A photo's upload and removal (the resume's and the referee's): the chosen file is checked here by type,
 * size and minimum pixels (section 5) before it is sent as multipart `file`, and the server checks its
 * content again. A success shows a toast; a failure stays under the controls until the next try.
 */
export function usePhotoUpload({
  upload,
  remove,
  messages,
}: {
  upload: (body: FormData) => Promise<unknown>;
  remove: () => Promise<unknown>;
  messages: { uploaded: string; removed: string; failed: string };
}): PhotoUpload {
  const { t, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.show({ variant: 'success', message: done });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.localizedMessage(lang) : messages.failed);
    } finally {
      setBusy(false);
    }
  };
  const send = async (file: File) => {
    setProblem(null);
    const issues = validateImage({ type: file.type, size: file.size, ...(await pixelsOf(file)) }, defaultImageLimits);
    if (issues.length > 0) {
      setProblem(issues.map((i) => t(i.code, i.params)).join(' '));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    await run(() => upload(body), messages.uploaded);
  };
  return {
    busy,
    problem,
    onFile: (file) => void send(file),
    onRemove: () => {
      setProblem(null);
      void run(remove, messages.removed);
    },
  };
}

/**
 * A person's photo with its upload, replace and remove buttons, the size guidance and the last problem,
 * as the resume edit and the referee contact edit show it (state from `usePhotoUpload`).
 */
export function PhotoControls({
  name,
  photo,
  hasPhoto,
  hintId,
  busy,
  problem,
  onFile,
  onRemove,
}: PhotoUpload & {
  name: string;
  /** The photo's signed link, or null while there is none (or it is fetched). */
  photo: string | null;
  /** Whether a photo is stored: the buttons offer to replace and remove it. */
  hasPhoto: boolean;
  /** The id of the size guidance, for a container's `aria-describedby`. */
  hintId?: string;
}) {
  const { t } = useRefereeStrings();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar name={name} src={photo} alt={photo ? t('avatarOf', { name }) : ''} size="lg" />
        <Actions>
          <input
            ref={input}
            type="file"
            accept={(defaultImageLimits.types ?? ['image/*']).join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
          <Button
            leadingIcon={<ImagePlus size={16} aria-hidden="true" />}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {hasPhoto ? t('replaceAvatar') : t('uploadAvatar')}
          </Button>
          {hasPhoto && (
            <Button
              variant="ghost"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              disabled={busy}
              onClick={onRemove}
            >
              {t('removeAvatar')}
            </Button>
          )}
        </Actions>
      </div>
      <p id={hintId} style={{ margin: '8px 0 0', color: 'var(--arms-color-text-muted)' }}>
        {t('avatarHint', { size: defaultImageLimits.maxSizeMb, min: defaultImageLimits.minWidth })}
      </p>
      {problem && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--arms-color-danger)' }}>
          {problem}
        </p>
      )}
    </>
  );
}
