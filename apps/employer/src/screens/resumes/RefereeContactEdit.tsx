import { ApiError, useArmsMutation, useArmsQuery } from '@arms/api-client';
import {
  defaultImageLimits,
  isBlank,
  issue,
  validateEmail,
  validateImage,
  validateResumeContact,
  type ValidationIssue,
} from '@arms/domain';
import { Avatar, Button, PageHeader, TextField, useArmsForm, useScreenMeta, useToast } from '@arms/ui';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { Actions } from './layout';
import { useRouteId } from './detail';
import { RefereeFallback, Title, useRefereePhoto, type Referee } from './RefereeContactDetail';
import { useRefereeStrings } from './refereeStrings';

interface Values {
  name: string;
  designation: string;
  company: string;
  email: string;
  phone: string;
}

/** Section 5's rules of a referee: a name, a valid email and a phone number when given. */
export function refereeRules(values: Values): ValidationIssue[] {
  return [
    ...(isBlank(values.name) ? [issue('name', 'domain.validation.required.name')] : []),
    ...(isBlank(values.email) ? [] : validateEmail(values.email)),
    ...(isBlank(values.phone)
      ? []
      : validateResumeContact({ category: 4, value: values.phone }, 'phone').map((i) => ({ ...i, field: 'phone' }))),
  ];
}

const grid: CSSProperties = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  maxWidth: 720,
};
const section: CSSProperties = { border: 0, padding: 0, margin: '0 0 24px', minWidth: 0 };
const legend: CSSProperties = { fontWeight: 600, fontSize: '1.125rem', marginBottom: 12, padding: 0 };

/** Reads an image file's pixel size in the browser (0 x 0 when it is not a readable image). */
async function pixelsOf(file: File): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** The referee's photo: upload (checked here by type, size and pixels, then by the server) or remove. */
function RefereePhoto({ referee }: { referee: Referee }) {
  const { t } = useRefereeStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const photo = useRefereePhoto(referee);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const invalidates = ['/referrals'];
  const uploadCall = useArmsMutation('post', '/upload-avatar-referee/{id}', { invalidates });
  const removeCall = useArmsMutation('delete', '/remove-avatar-referee/{id}', { invalidates });

  const upload = async (file: File) => {
    setProblem(null);
    const issues = validateImage({ type: file.type, size: file.size, ...(await pixelsOf(file)) }, defaultImageLimits);
    if (issues.length > 0) {
      setProblem(issues.map((i) => td(i.code, i.params)).join(' '));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      // A multipart body: the contract names no JSON body for this call.
      await uploadCall.trigger({ params: { path: { id: referee.id } }, body } as unknown as Parameters<
        typeof uploadCall.trigger
      >[0]);
      toast.show({ variant: 'success', message: t('avatarUploaded') });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.localizedMessage(lang) : t('errorTitle'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await removeCall.trigger({ params: { path: { id: referee.id } } });
      toast.show({ variant: 'success', message: t('avatarRemoved') });
    } catch (failure) {
      setProblem(failure instanceof ApiError ? failure.localizedMessage(lang) : t('errorTitle'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset style={section} aria-describedby="referee-photo-hint">
      <legend style={legend}>{t('avatar')}</legend>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar name={referee.name} src={photo} alt={photo ? t('avatarOf', { name: referee.name }) : ''} size="lg" />
        <Actions>
          <input
            ref={input}
            type="file"
            accept={(defaultImageLimits.types ?? ['image/*']).join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <Button
            leadingIcon={<ImagePlus size={16} aria-hidden="true" />}
            loading={busy}
            onClick={() => input.current?.click()}
          >
            {referee.hasAvatar ? t('replaceAvatar') : t('uploadAvatar')}
          </Button>
          {referee.hasAvatar && (
            <Button
              variant="ghost"
              leadingIcon={<Trash2 size={16} aria-hidden="true" />}
              disabled={busy}
              onClick={() => void remove()}
            >
              {t('removeAvatar')}
            </Button>
          )}
        </Actions>
      </div>
      <p id="referee-photo-hint" style={{ margin: '8px 0 0', color: 'var(--arms-color-text-muted)' }}>
        {t('avatarHint', { size: defaultImageLimits.maxSizeMb, min: defaultImageLimits.minWidth })}
      </p>
      {problem && (
        <p role="alert" style={{ margin: '8px 0 0', color: 'var(--arms-color-danger)' }}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function RefereeForm({ referee }: { referee: Referee }) {
  const { t } = useRefereeStrings();
  const navigate = useNavigate();
  const update = useArmsMutation('patch', '/referrals/{id}', { invalidates: ['/referrals', '/resumes'] });
  const [saved, setSaved] = useState(false);
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: {
      name: referee.name,
      designation: referee.designation ?? '',
      company: referee.company ?? '',
      email: referee.email ?? '',
      phone: referee.phone ?? '',
    },
    validate: refereeRules,
    successMessage: t('saved'),
  });
  const detail = `/resumes/referee-contact/${referee.id}/detail`;
  // Navigates once the saved state has rendered, so the unsaved-changes prompt no longer blocks it.
  useEffect(() => {
    if (saved) navigate(detail, { replace: true });
  }, [saved, navigate, detail]);
  const text = (value: string) => (value.trim() === '' ? null : value.trim());

  return (
    <form
      noValidate
      onSubmit={onSubmit(async (values) => {
        await update.trigger({
          params: { path: { id: referee.id } },
          body: {
            name: values.name.trim(),
            designation: text(values.designation),
            company: text(values.company),
            email: text(values.email),
            phone: text(values.phone),
          },
        });
        setSaved(true);
      })}
    >
      <UnsavedChangesPrompt dirty={form.formState.isDirty && !form.formState.isSubmitSuccessful && !saved} />
      <fieldset style={section}>
        <legend style={legend}>{t('details')}</legend>
        <div style={grid}>
          <TextField label={t('name')} required error={errorOf('name')} {...form.register('name')} />
          <TextField label={t('designation')} error={errorOf('designation')} {...form.register('designation')} />
          <TextField label={t('company')} error={errorOf('company')} {...form.register('company')} />
          <TextField label={t('email')} type="email" error={errorOf('email')} {...form.register('email')} />
          <TextField label={t('phone')} type="tel" error={errorOf('phone')} {...form.register('phone')} />
        </div>
      </fieldset>
      {formError && <p role="alert">{formError}</p>}
      <Actions>
        <Button type="submit" variant="primary" loading={sending}>
          {t('save')}
        </Button>
        <Button onClick={() => navigate(detail)}>{t('cancel')}</Button>
      </Actions>
    </form>
  );
}

/**
 * `/resumes/referee-contact/{id}/edit` (spec sections 2, 5 and 7 "PATCH referrals/{id}, POST
 * upload-avatar-referee/{id}"): the referee's name, designation, company and contacts, and the photo
 * (image only, within the size limit, at least the minimum pixels).
 */
export function RefereeContactEdit() {
  const id = useRouteId();
  const { t } = useRefereeStrings();
  const found = useArmsQuery('/referrals/{id}', id ? { params: { path: { id } } } : null);
  const referee = found.data;
  useScreenMeta(
    referee
      ? {
          title: t('editTitle', { name: referee.name }),
          trail: [{ label: referee.name, href: `/resumes/referee-contact/${referee.id}/detail` }],
        }
      : {},
  );
  if (!referee) return <RefereeFallback error={found.error} valid={id !== null} reload={() => void found.reload()} />;
  return (
    <>
      <PageHeader
        title={
          <Title>
            <span>{t('editTitle', { name: referee.name })}</span>
          </Title>
        }
      />
      <RefereePhoto referee={referee} />
      <RefereeForm key={referee.id} referee={referee} />
    </>
  );
}
