import { describe, expect, it } from 'vitest';
import { avatarTone, avatarToneCount } from './tone';

describe('given avatar colours', () => {
  it('should give one name one colour, whatever its spacing, case or Unicode form', () => {
    const tone = avatarTone('Nguyễn Thị Minh Khai');
    expect(avatarTone('  nguyễn thị minh khai ')).toBe(tone);
    expect(avatarTone('Nguyễn Thị Minh Khai'.normalize('NFD'))).toBe(tone);
  });

  it('should stay within the theme’s colours and spread names across them', () => {
    const names = Array.from({ length: 200 }, (_, i) => `Candidate ${i}`);
    const tones = names.map(avatarTone);
    expect(tones.every((t) => Number.isInteger(t) && t >= 0 && t < avatarToneCount)).toBe(true);
    expect(new Set(tones).size).toBe(avatarToneCount);
  });

  it('should be stable across releases for known names', () => {
    // A changed hash would recolour every avatar users know; change these only on purpose.
    expect(['Tan Wei Ling', 'Mei Ling', 'Priya Raman'].map(avatarTone)).toEqual([1, 4, 5]);
  });
});
