import { describe, expect, it } from 'vitest';
import { isSimilarPosition, positionWords } from './similar-position';

describe('given a position title', () => {
  it.each([
    ['Senior Software Engineer', ['engineer', 'software']],
    ['Sr. software-engineer (II)', ['engineer', 'software']],
    ['Head of Sales and Marketing', ['marketing', 'sales']],
    ['Kỹ sư phần mềm', ['ky', 'mem', 'phan', 'su']],
    ['Ky su phan mem', ['ky', 'mem', 'phan', 'su']],
    ['Trưởng phòng Đào tạo', ['dao', 'phong', 'tao', 'truong']],
    ['Senior Lead', []],
    ['', []],
  ])('should compare %j on %j', (title, words) => {
    expect(positionWords(title)).toEqual(words);
  });
});

describe('given two jobs', () => {
  it.each([
    [{ position: 'Senior Software Engineer' }, { position: 'software engineer' }, true],
    [{ position: 'Junior Accountant' }, { position: 'Lead Accountant' }, true],
    [{ position: 'Software Engineer' }, { position: 'Backend Software Engineer' }, true],
    [{ position: 'Backend Software Engineer' }, { position: 'Software Engineer' }, true],
    [{ position: 'Engineer' }, { position: 'Civil Engineer' }, false],
    [{ position: 'Civil Engineer' }, { position: 'Software Engineer' }, false],
    [{ position: 'Senior' }, { position: 'Senior' }, false],
    [{ position: 'Nurse', specialty: ' Health  Care' }, { position: 'Ward Clerk', specialty: 'health care' }, true],
    [{ position: 'Nurse', specialty: '' }, { position: 'Ward Clerk', specialty: '' }, false],
    [{ position: 'Nurse', specialty: null }, { position: 'Ward Clerk' }, false],
    [{ position: 'Nurse', specialty: 'Health' }, { position: 'Ward Clerk', specialty: 'Finance' }, false],
  ])('should judge %j and %j similar: %s', (a, b, expected) => {
    expect(isSimilarPosition(a, b)).toBe(expected);
  });
});
