import { jobStatuses, parseBooleanQuery, skillsSuitability, toTsQuery, type BooleanQueryAst } from '@arms/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, resumes } from '../../db/schema';
import { fail } from '../../http/errors';
import { scopeCondition, type ResumeScope } from './scope-repository';

/* The auto-match of resumes and jobs on their skills (section 5 and 7, docs/decisions/0021). */

/**
 * Resumes for a job's skills (section 7 "resume/auto-match-job", ADR 0021): the GIN index finds the
 * resumes holding any of the skills (each as a phrase), the best 1,000 by ts_rank are judged with
 * skillsSuitability, and the answer is ordered by matched conditions, then rank.
 */
export async function autoMatchResumes(db: Db, scope: ResumeScope, jobSkills: readonly string[], limit: number) {
  const asts: BooleanQueryAst[] = [];
  for (const skill of new Set(jobSkills)) {
    const parsed = parseBooleanQuery(`"${skill.replaceAll('"', ' ')}"`);
    if (parsed.ok && parsed.ast) asts.push(parsed.ast);
  }
  if (asts.length === 0) return { total: 0, data: [] };
  const ast: BooleanQueryAst =
    asts.length === 1 ? asts[0]! : { type: 'or', operands: asts as unknown as [BooleanQueryAst, BooleanQueryAst] };
  const tsquery = sql`${toTsQuery(ast)}::tsquery`;
  const rank = sql<number>`ts_rank(${resumes.skillsVector}, ${tsquery})`;
  const rows = await db
    .select({ id: resumes.id, firstName: resumes.firstName, lastName: resumes.lastName, skills: resumes.skills, rank })
    .from(resumes)
    .where(and(scopeCondition(scope), sql`${resumes.skillsVector} @@ ${tsquery}`))
    .orderBy(desc(rank), desc(resumes.id))
    .limit(1000);
  const judged = rows.map((r) => ({ ...r, rank: Number(r.rank), ...skillsSuitability(jobSkills, r.skills) }));
  judged.sort((a, b) => b.matched - a.matched || b.rank - a.rank || b.id - a.id);
  return { total: judged.length, data: judged.slice(0, limit) };
}

/** The skills of a job of the scope's company (JOB_NOT_EXISTED for another company's job, as 404). */
export async function jobSkillsOf(db: Db, scope: ResumeScope, jobId: number): Promise<string[]> {
  const [job] = await db
    .select({ skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.id, jobId)));
  if (!job) throw fail('JOB_NOT_EXISTED');
  return job.skills;
}

/**
 * The company's open jobs ranked for one resume with the suitability rule (spec section 5, ADR 0021):
 * most conditions matched first, then the better ratio, then the newest job.
 */
export async function autoMatchJobs(db: Db, scope: ResumeScope, resumeId: number, limit: number) {
  const [resume] = await db
    .select({ skills: resumes.skills })
    .from(resumes)
    .where(and(scopeCondition(scope), eq(resumes.id, resumeId)));
  if (!resume) throw fail('RESUME_NOT_EXISTED');
  const open = await db
    .select({ id: jobs.id, position: jobs.position, skills: jobs.skills })
    .from(jobs)
    .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.jobStatusId, jobStatuses.idOf.open)));
  const judged = open
    .filter((job) => job.skills.length > 0)
    .map((job) => ({ ...job, ...skillsSuitability(job.skills, resume.skills) }))
    .sort((a, b) => b.matched - a.matched || b.ratio - a.ratio || b.id - a.id);
  return { total: judged.length, data: judged.slice(0, limit) };
}
