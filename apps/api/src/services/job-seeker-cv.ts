import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Static } from 'typebox';
import { readStored } from '../files/send';
import { fail } from '../http/errors';
import { jobSeekerCvOf, setResumeCv } from '../routes/resumes/extras-repository';
import { loadResume, type ResumeScope } from '../routes/resumes/repository';
import type { SyncRmsUploadBody } from '../routes/resumes/schemas';
import type { Services } from './context';

/**
 * Copies the CV a job seeker uploaded on the candidate site onto the company's resume of the same person
 * (docs/decisions/0186): the file is copied in storage, the resume takes it with its history row, and the
 * resume's former CV file is removed. Another job seeker (no email of the resume in common) reads as one
 * that does not exist (NO_RECORD_FOUND_FOR_ID); a job seeker without a stored CV is FILE_NOT_EXISTED.
 */
export async function copyJobSeekerCv(
  services: Pick<Services, 'db' | 'storage' | 'now'>,
  scope: ResumeScope,
  userId: number,
  { resumeId, jobSeekerId }: Static<typeof SyncRmsUploadBody>,
): Promise<void> {
  const { db, storage, now } = services;
  const loaded = await loadResume(db, scope, resumeId);
  const seeker = await jobSeekerCvOf(db, jobSeekerId);
  const emails = new Set(
    [loaded.row.email, ...loaded.contacts.filter((c) => c.category === 3).map((c) => c.value)]
      .filter((e): e is string => Boolean(e))
      .map((e) => e.trim().toLowerCase()),
  );
  // Only the same person's CV: another job seeker reads as one that does not exist.
  if (!seeker || !emails.has(seeker.email.trim().toLowerCase()))
    throw fail('NO_RECORD_FOUND_FOR_ID', [{ field: 'jobSeekerId', code: 'validation.notFound' }]);
  const data = await readStored(storage, seeker.cvPath);
  if (!data || !seeker.cvPath) throw fail('FILE_NOT_EXISTED');
  const mimeType = seeker.cvMimeType ?? 'application/octet-stream';
  const ext = seeker.cvPath.split('.').pop() ?? 'bin';
  const key = `resumes/${randomUUID()}.${ext}`;
  await storage.put(key, Readable.from(data), mimeType);
  await setResumeCv(
    db,
    { cvPath: key, cvName: (seeker.cvName ?? `cv.${ext}`).slice(0, 200), cvMimeType: mimeType },
    { resumeId, userId, now: now() },
  );
  if (loaded.row.cvPath) await storage.delete(loaded.row.cvPath).catch(() => {});
}
