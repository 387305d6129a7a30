import type { BooleanQueryWord } from '../search/ast';
import { containsPhrase } from '../search/evaluate';
import { indexSkills, skillWords } from '../search/words';

/**
 * Skills suitability thresholds (spec section 5: "minimum 5 conditions, or 10 conditions with at least
 * 80% matching"), read as in ADR 0021: below 10 conditions a resume must match 5 of them; from 10
 * conditions on it must match 80% of them; a job with fewer than 5 conditions cannot be judged.
 */
export const skillsSuitabilityThresholds = {
  minimumMatchedConditions: 5,
  ratioRuleFromConditions: 10,
  minimumMatchedPercent: 80,
} as const;

/** Skills suitability verdicts (section 5); `insufficient-criteria` when the job has too few conditions to judge. */
export const skillsSuitabilityVerdicts = ['suitable', 'not-suitable', 'insufficient-criteria'] as const;

/** A skills suitability verdict (section 5). */
export type SkillsSuitabilityVerdict = (typeof skillsSuitabilityVerdicts)[number];

/** How a resume's skills measure against a job's skill conditions (section 5); `ratio` is `matched / total`, or 0. */
export interface SkillsSuitability {
  readonly matched: number;
  readonly total: number;
  readonly ratio: number;
  readonly verdict: SkillsSuitabilityVerdict;
}

function verdictFor(matched: number, total: number): SkillsSuitabilityVerdict {
  const { minimumMatchedConditions, ratioRuleFromConditions, minimumMatchedPercent } = skillsSuitabilityThresholds;
  if (total < minimumMatchedConditions) return 'insufficient-criteria';
  // Integer arithmetic: 0.8 has no exact binary form.
  const enough =
    total < ratioRuleFromConditions
      ? matched >= minimumMatchedConditions
      : matched * 100 >= total * minimumMatchedPercent;
  return enough ? 'suitable' : 'not-suitable';
}

/**
 * Skills suitability of a resume for a job (spec section 5). Each distinct job skill is one condition;
 * it matches when its words, normalised as in the boolean skills search, stand consecutively within one
 * resume skill (so the condition "Spring Boot" matches "Spring Boot 3", and "Java" matches "Core Java").
 */
export function skillsSuitability(jobSkills: readonly string[], resumeSkills: readonly string[]): SkillsSuitability {
  const conditions = new Map<string, readonly [BooleanQueryWord, ...BooleanQueryWord[]]>();
  for (const skill of jobSkills) {
    const texts = skillWords(skill);
    const [first, ...rest] = texts.map((text) => ({ text, prefix: false }));
    if (first !== undefined) conditions.set(texts.join(' '), [first, ...rest]);
  }
  const index = indexSkills(resumeSkills);
  let matched = 0;
  for (const words of conditions.values()) if (containsPhrase(words, index)) matched += 1;
  const total = conditions.size;
  return { matched, total, ratio: total === 0 ? 0 : matched / total, verdict: verdictFor(matched, total) };
}
