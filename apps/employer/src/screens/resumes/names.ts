/**
 * A candidate's name in the reader's convention: Vietnamese puts the family name first ("Nguyễn Văn An"),
 * English the given name first ("An Nguyễn Văn").
 */
export function fullName(resume: { firstName: string; lastName: string }, lang: string): string {
  const parts = lang === 'vn' ? [resume.lastName, resume.firstName] : [resume.firstName, resume.lastName];
  return parts.filter(Boolean).join(' ').trim();
}
