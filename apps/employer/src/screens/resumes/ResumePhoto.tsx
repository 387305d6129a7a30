import { useArmsMutation, useArmsQuery, type components } from '@arms/api-client';
import { DetailCard as Card } from './detail';
import { PhotoControls, usePhotoUpload } from './PhotoControls';
import { useRefereeStrings } from './refereeStrings';
import { useResumesStrings } from './strings';

type Resume = components['schemas']['Resume'];

/** The signed link of a resume's photo, or null without one (or while it is fetched). */
export function useResumePhoto(resume: Pick<Resume, 'id' | 'photoPath'> | undefined): string | null {
  const signed = useArmsQuery(
    '/resumes/{id}/avatar',
    resume?.photoPath ? { params: { path: { id: resume.id } } } : null,
  );
  return resume?.photoPath ? (signed.data?.url ?? null) : null;
}

/**
 * The candidate's photo on the resume edit (issue 13 point 4): upload an image, checked here by type,
 * size and minimum pixels (section 5) and again by the server on its content, replace or remove it.
 */
export function ResumePhoto({ resume, name }: { resume: Resume; name: string }) {
  const { t } = useRefereeStrings();
  const { t: tr } = useResumesStrings();
  const photo = useResumePhoto(resume);
  const invalidates = ['/resumes'];
  const uploadCall = useArmsMutation('post', '/upload-avatar/{id}', { invalidates });
  const removeCall = useArmsMutation('delete', '/remove-avatar/{id}', { invalidates });
  const path = { params: { path: { id: resume.id } } };
  const state = usePhotoUpload({
    // A multipart body: the contract names no JSON body for this call.
    upload: (body) => uploadCall.trigger({ ...path, body } as unknown as Parameters<typeof uploadCall.trigger>[0]),
    remove: () => removeCall.trigger(path),
    messages: { uploaded: t('avatarUploaded'), removed: t('avatarRemoved'), failed: tr('photoFailed') },
  });

  return (
    <Card aria-labelledby="resume-photo" style={{ maxWidth: 880, marginBottom: 'var(--arms-space-4)' }}>
      <h2 id="resume-photo">{t('avatar')}</h2>
      <PhotoControls name={name} photo={photo} hasPhoto={!!resume.photoPath} {...state} />
    </Card>
  );
}
