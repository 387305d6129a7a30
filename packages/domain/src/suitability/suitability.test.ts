import { describe, expect, it } from 'vitest';
import { skillsSuitability, skillsSuitabilityThresholds, skillsSuitabilityVerdicts } from './suitability';
import type { SkillsSuitabilityVerdict } from './suitability';

const job = (count: number): string[] => Array.from({ length: count }, (_, i) => `skill${i}`);

describe('given a job with skill conditions and a resume', () => {
  it.each<[number, number, SkillsSuitabilityVerdict]>([
    [0, 0, 'insufficient-criteria'],
    [4, 4, 'insufficient-criteria'],
    [5, 5, 'suitable'],
    [5, 4, 'not-suitable'],
    [9, 5, 'suitable'],
    [9, 4, 'not-suitable'],
    [10, 8, 'suitable'],
    [10, 7, 'not-suitable'],
    [15, 12, 'suitable'],
    [15, 11, 'not-suitable'],
    [20, 20, 'suitable'],
  ])('should judge %i conditions with %i matched as %s', (total, matched, verdict) => {
    const conditions = job(total);
    const result = skillsSuitability(conditions, conditions.slice(0, matched));
    expect(result).toEqual({ matched, total, ratio: total === 0 ? 0 : matched / total, verdict });
  });

  it('should count a condition written several ways once', () => {
    expect(skillsSuitability(['Java', ' JAVA ', 'java,', 'Spring Boot', 'spring/boot'], ['java'])).toMatchObject({
      matched: 1,
      total: 2,
    });
  });

  it('should ignore a job skill made only of separators', () => {
    expect(skillsSuitability([' , ', '', 'Java'], ['Java'])).toMatchObject({ matched: 1, total: 1 });
  });

  it.each<[string, readonly string[], boolean]>([
    ['Spring Boot', ['Spring Boot 3'], true],
    ['Spring Boot', ['Spring', 'Boot'], false],
    ['Java', ['Core Java'], true],
    ['JavaScript', ['Java'], false],
    ['Lập trình', ['LẬP TRÌNH VIÊN'], true],
    ['UI/UX', ['ui ux design'], true],
    ['C*', ['c++'], false],
    ['C*', ['C*'], true],
  ])('should match the condition %j against %j: %s', (condition, resume, matched) => {
    expect(skillsSuitability([condition], resume).matched).toBe(matched ? 1 : 0);
  });

  it('should expose its thresholds and verdicts as data', () => {
    expect(skillsSuitabilityThresholds).toEqual({
      minimumMatchedConditions: 5,
      ratioRuleFromConditions: 10,
      minimumMatchedPercent: 80,
    });
    expect(skillsSuitabilityVerdicts).toEqual(['suitable', 'not-suitable', 'insufficient-criteria']);
  });
});
