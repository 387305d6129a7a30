import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { caller } from '../../auth/plugin';
import { readStored } from '../../files/send';
import { fail } from '../../http/errors';
import { errorResponses, security } from '../../http/kit';
import type { Services } from '../../services/context';
import { jobSeekerCvOf, setResumeCv } from './extras-repository';
import { candidates, tags } from './child-shared';
import { loadResume, resumeScope, toResume } from './repository';
import { SyncRmsUploadBody } from './schemas';

/**
 * The copy of the CV a job seeker uploaded on the candidate site onto the company's resume of the
 * same person (docs/decisions/0186).
 */
export const resumeJobSeekerCvRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (app, { services }) => {
  const { db, storage, now } = services;

  app.post(
    '/resumes/sync-rms-upload',
    {
      config: { access: candidates },
      schema: {
        operationId: 'syncJobSeekerCv',
        tags,
        summary:
          "Copy the CV a job seeker uploaded on the candidate site onto the company's resume of the same person (same email)",
        security,
        body: SyncRmsUploadBody,
        response: { 200: Type.Ref('Resume'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = caller(request);
      const scope = resumeScope(auth);
      const { resumeId, jobSeekerId } = request.body;
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
        { resumeId, userId: auth.userId, now: now() },
      );
      if (loaded.row.cvPath) await storage.delete(loaded.row.cvPath).catch(() => {});
      return toResume(await loadResume(db, scope, resumeId));
    },
  );
};
