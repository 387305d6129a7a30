import { fileTypeFromBuffer } from 'file-type';
import type { AuthContext } from '../auth/access';
import type { Db } from '../db/client';
import { fail } from '../http/errors';
import { cvText, CvUnreadableError, isParsableCv, proposeResume } from '../resumes/cv-parse';
import { findDuplicates } from '../routes/resumes/duplicates-repository';
import { resumeScope } from '../routes/resumes/scope-repository';

/**
 * A CV read into a proposed resume (section 7 "resume/parsing-cv", issue 13): of a resume's stored CV,
 * or of a CV uploaded before the resume exists, with the employer's resumes it may duplicate.
 */

/** A CV's text (the first 100,000 characters) and the resume proposed from it; DOWNLOAD_FAILED when unreadable. */
export async function parseCv(data: Buffer, mimeType: string) {
  try {
    const text = await cvText(data, mimeType);
    return { text: text.slice(0, 100_000), proposal: proposeResume(text) };
  } catch (error) {
    if (error instanceof CvUnreadableError) throw fail('DOWNLOAD_FAILED');
    throw error;
  }
}

/**
 * An uploaded CV (PDF or DOCX, told by its content) proposed as a resume, with the resumes of the caller's
 * company that have its email or phone. Nothing is stored.
 */
export async function proposeResumeFromCv(db: Db, auth: AuthContext, file: { fileName: string; data: Buffer }) {
  // The whole file: a DOCX is told from other zips by its entries, past the first bytes.
  const type = await fileTypeFromBuffer(file.data).catch(() => undefined);
  if (!type || !isParsableCv(type.mime)) {
    throw fail('VALIDATION_ERROR', [{ field: 'file', code: 'validation.fileType' }]);
  }
  const { text, proposal } = await parseCv(file.data, type.mime);
  const scope = resumeScope(auth);
  const duplicates = await findDuplicates(db, scope.companyId, {
    ...(proposal.email ? { email: proposal.email } : {}),
    ...(proposal.phone ? { phone: proposal.phone } : {}),
  });
  return { fileName: file.fileName.slice(0, 200), mimeType: type.mime, text, proposal, duplicates };
}
