/** The longest skill a job may carry, in characters (the job form's limit). */
export const jobSkillMaxLength = 100;

/** The most skills one job may carry. */
export const jobSkillsMaxCount = 100;

/**
 * A skill as a job stores it (section 3 "Job" skills): trimmed, inner whitespace collapsed to one
 * space, case kept as typed. A blank skill gives `''`.
 */
export function normaliseJobSkill(skill: string): string {
  return skill.replace(/\s+/gu, ' ').trim();
}

const key = (skill: string) => normaliseJobSkill(skill).toLocaleLowerCase('en');

/** Whether two skills are the same skill: equal after normalisation, ignoring case. */
export function sameJobSkill(a: string, b: string): boolean {
  return key(a) === key(b);
}

/**
 * A job's skills with one skill added: normalised, and left unchanged when the list already holds it
 * in any case (the first spelling wins). A blank skill changes nothing.
 */
export function addJobSkill(skills: readonly string[], skill: string): string[] {
  const next = normaliseJobSkills(skills);
  const added = normaliseJobSkill(skill);
  if (added === '' || next.some((s) => sameJobSkill(s, added))) return next;
  return [...next, added];
}

/** A job's skills without one skill, compared ignoring case and spacing. */
export function removeJobSkill(skills: readonly string[], skill: string): string[] {
  return normaliseJobSkills(skills).filter((s) => !sameJobSkill(s, skill));
}

/** A skill list normalised, without blanks and without case-insensitive repeats (first spelling wins). */
export function normaliseJobSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const skill = normaliseJobSkill(raw);
    const k = key(skill);
    if (skill === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(skill);
  }
  return out;
}
