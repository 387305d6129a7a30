/** At most this many resumes side by side (beyond it the columns are too narrow to read). */
export const maxCompared = 6;

/** The resume ids of `?resumes=3,7`: distinct positive integers, at most `maxCompared`. */
export function readCompared(params: URLSearchParams): number[] {
  const ids = (params.get('resumes') ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, maxCompared);
}

/** The compare screen's path for a job and the chosen resumes (docs/decisions/0133). */
export function comparePath(jobId: number, resumeIds: readonly number[]): string {
  return `/compare-resume/details/${jobId}?resumes=${resumeIds.slice(0, maxCompared).join(',')}`;
}
