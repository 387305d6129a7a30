import type { FastifyRequest } from 'fastify';
import { storeFilePart, uploadError, type StoredUpload } from '../files/upload';
import { fail } from '../http/errors';
import { applyByInvitation, checkInvitation } from '../routes/candidate-links/repository';
import { applicationFields, cvTypes } from '../routes/candidate-links/shared';
import type { Services } from './context';

/**
 * Applying through an invitation link with a CV (section 9; docs/decisions/0053, 0160): the multipart form
 * is read (the token comes before the file, so nothing is stored for a link that cannot take the answer),
 * its fields are checked like a body, and the resume and its portal nomination are created in one
 * transaction (`applyByInvitation`). A CV stored before any failure is removed again.
 */
export async function applyByInvitationForm(
  services: Pick<Services, 'db' | 'storage' | 'now' | 'candidateTokenSecret'>,
  request: FastifyRequest,
  uploadLimit: number,
): Promise<void> {
  const { db, storage, now, candidateTokenSecret: secret } = services;
  if (!request.isMultipart()) throw fail('VALIDATION_ERROR', [{ field: 'body', code: 'validation.multipart' }]);
  const form: ApplicationForm = { fields: new Map() };
  try {
    await readApplicationForm(services, request, uploadLimit, form);
    const token = form.fields.get('token');
    if (!token) throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.token', code: 'validation.required' }]);
    const { details, value } = applicationFields(form.fields);
    if (!form.cv) details.push({ field: 'body.cv', code: 'validation.required' });
    if (details.length > 0) throw fail('VALIDATION_ERROR', details);
    await applyByInvitation(db, secret, token, value, form.cv!, now);
  } catch (error) {
    if (form.cv) await storage.delete(form.cv.key).catch(() => {});
    // A file over the limit answers the upload routes' FILE_TOO_LARGE (413).
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadError(error, uploadLimit);
    throw error;
  }
}

/** The application form as read so far: its text fields, and the CV once it is stored. */
interface ApplicationForm {
  fields: Map<string, string>;
  cv?: StoredUpload;
}

/**
 * Reads the form's parts into `form`: text fields once each, then the one file `cv`, stored as it arrives
 * once the token read before it names an invitation that can still be answered.
 */
async function readApplicationForm(
  services: Pick<Services, 'db' | 'storage' | 'now' | 'candidateTokenSecret'>,
  request: FastifyRequest,
  uploadLimit: number,
  form: ApplicationForm,
): Promise<void> {
  const { db, storage, now, candidateTokenSecret: secret } = services;
  // What the multipart parser throws (no boundary, a part cut off) is the client's error: 400, never a 500.
  try {
    for await (const part of request.parts({ limits: { fileSize: uploadLimit, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || form.fields.has(part.fieldname)) {
          throw fail('VALIDATION_ERROR', [{ field: `body.${part.fieldname}`, code: 'validation.invalid' }]);
        }
        form.fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== 'cv' || form.cv) {
        part.file.resume();
        throw fail('VALIDATION_ERROR', [{ field: `body.${part.fieldname}`, code: 'validation.additionalProperty' }]);
      }
      // Nothing is stored for a link that cannot take the answer.
      const token = form.fields.get('token');
      if (!token) {
        part.file.resume();
        throw fail('MISSING_REQUIRED_FIELD', [{ field: 'body.token', code: 'validation.required' }]);
      }
      await checkInvitation(db, secret, token, now()).catch((error: unknown) => {
        part.file.resume();
        throw error;
      });
      form.cv = await storeFilePart(part, storage, { folder: 'resumes', maxBytes: uploadLimit, accept: cvTypes });
    }
  } catch (error) {
    throw uploadError(error, uploadLimit);
  }
}
