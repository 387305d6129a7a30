import { describe, expect, it } from 'vitest';
import {
  addJobSkill,
  jobSkillMaxLength,
  jobSkillsMaxCount,
  normaliseJobSkill,
  normaliseJobSkills,
  removeJobSkill,
  sameJobSkill,
} from './skills';

describe('given a job skill', () => {
  it('should trim it and collapse inner whitespace, keeping its case', () => {
    expect(normaliseJobSkill('  Spring \t  Boot\n')).toBe('Spring Boot');
  });

  it('should treat spellings that differ only in case and spacing as the same skill', () => {
    expect(sameJobSkill('node.JS', ' Node.js ')).toBe(true);
    expect(sameJobSkill('Java', 'JavaScript')).toBe(false);
  });

  it('should state the limits of the job form', () => {
    expect(jobSkillMaxLength).toBe(100);
    expect(jobSkillsMaxCount).toBe(100);
  });
});

describe('given a job skill list', () => {
  it('should add a new skill at the end, normalised', () => {
    expect(addJobSkill(['Java'], '  Spring   Boot ')).toEqual(['Java', 'Spring Boot']);
  });

  it('should keep the first spelling when the skill is already there in another case', () => {
    expect(addJobSkill(['TypeScript'], 'typescript')).toEqual(['TypeScript']);
  });

  it('should ignore a blank skill', () => {
    expect(addJobSkill(['Java'], '   ')).toEqual(['Java']);
  });

  it('should remove a skill whatever its case', () => {
    expect(removeJobSkill(['Java', 'Spring Boot'], 'spring  boot')).toEqual(['Java']);
  });

  it('should drop blanks and case-insensitive repeats when normalising a list', () => {
    expect(normaliseJobSkills(['SQL', ' ', 'sql', 'Excel ', 'EXCEL'])).toEqual(['SQL', 'Excel']);
  });
});
