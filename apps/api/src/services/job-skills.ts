import { jobSkillsMaxCount } from '@arms/domain';
import { fail } from '../http/errors';
import { setJobSkills } from '../routes/jobs/repository';
import type { Services } from './context';
import { changeJobRelation } from './job-relation-change';
import type { JobActor } from './jobs';

/**
 * Rewrites a job's skills (section 3; they live on the job row) in one transaction: the new list is
 * `next` of the job's; `absent` refuses (NO_RECORD_FOUND_FOR_ID) a removal of a skill the job lacks. A
 * change is written to the job's history with the whole new list, as a PATCH does, and fires the
 * "update job" alerts; no change writes nothing. Answers the new list.
 */
export async function changeJobSkills(
  services: Pick<Services, 'db' | 'now' | 'outbox'>,
  actor: JobActor,
  jobId: number,
  next: (skills: readonly string[]) => string[],
  absent?: (skills: readonly string[]) => boolean,
): Promise<{ skills: string[] }> {
  let skills: string[] = [];
  return changeJobRelation(services, actor, jobId, {
    editType: 'update',
    write: async (tx, job) => {
      if (absent?.(job.skills)) throw fail('NO_RECORD_FOUND_FOR_ID');
      skills = next(job.skills);
      if (skills.length === job.skills.length && skills.every((s, i) => s === job.skills[i])) return undefined;
      if (skills.length > jobSkillsMaxCount)
        throw fail('VALIDATION_ERROR', [
          { field: 'skill', code: 'validation.maxItems', params: { limit: jobSkillsMaxCount } },
        ]);
      await setJobSkills(tx, job.id, skills);
      return { skills };
    },
    answer: async () => ({ skills }),
  });
}
