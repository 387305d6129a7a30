import { describe, expect, it } from 'vitest';
import { cmsBlockIds, cmsPageKinds } from './cmsPages';

describe('given the CMS pages of section 2', () => {
  it('should list the sixteen kinds, each with a title and a unique id', () => {
    expect(cmsPageKinds).toHaveLength(16);
    expect(new Set(cmsPageKinds.map((p) => p.id)).size).toBe(16);
    for (const page of cmsPageKinds) expect(page.title.trim()).not.toBe('');
  });

  it('should keep the logo and the terms of use as single blocks', () => {
    expect(cmsBlockIds).toEqual(expect.arrayContaining(['logo', 'term-of-use']));
    expect(cmsBlockIds).not.toContain('news-events');
  });
});
