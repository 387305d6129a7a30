import { useArmsMutation, useArmsQuery } from '@arms/api-client';
import { isBlank, issue, validateEmail, validateResumeContact, type ValidationIssue } from '@arms/domain';
import { Button, PageHeader, TextField, useArmsForm, useScreenMeta } from '@arms/ui';
import { useEffect, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesPrompt } from '../../forms/UnsavedChangesPrompt';
import { Actions } from './layout';
import { PhotoControls, usePhotoUpload } from './PhotoControls';
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

/** The referee's photo: upload (checked here by type, size and pixels, then by the server) or remove. */
function RefereePhoto({ referee }: { referee: Referee }) {
  const { t } = useRefereeStrings();
  const photo = useRefereePhoto(referee);
  const invalidates = ['/referrals'];
  const uploadCall = useArmsMutation('post', '/upload-avatar-referee/{id}', { invalidates });
  const removeCall = useArmsMutation('delete', '/remove-avatar-referee/{id}', { invalidates });
  const path = { params: { path: { id: referee.id } } };
  const state = usePhotoUpload({
    // A multipart body: the contract names no JSON body for this call.
    upload: (body) => uploadCall.trigger({ ...path, body } as unknown as Parameters<typeof uploadCall.trigger>[0]),
    remove: () => removeCall.trigger(path),
    messages: { uploaded: t('avatarUploaded'), removed: t('avatarRemoved'), failed: t('errorTitle') },
  });

  return (
    <fieldset style={section} aria-describedby="referee-photo-hint">
      <legend style={legend}>{t('avatar')}</legend>
      <PhotoControls
        name={referee.name}
        photo={photo}
        hasPhoto={referee.hasAvatar}
        hintId="referee-photo-hint"
        {...state}
      />
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
