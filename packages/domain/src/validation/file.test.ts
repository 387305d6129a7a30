import { describe, expect, it } from 'vitest';
import { companyLogoSize, defaultImageLimits, logoSizeAdvice, validateFileSize, validateImage } from './file';

const mb = 1024 * 1024;

describe('given a file size', () => {
  it.each([
    [2 * mb, 2, []],
    [0, 2, []],
    [2 * mb + 1, 2, [{ field: 'file', code: 'domain.validation.file.tooLarge', params: { maxSize: 2 } }]],
  ])('should check %i bytes against %i MB', (size, max, expected) => {
    expect(validateFileSize(size, max)).toEqual(expected);
  });
});

describe('given an uploaded image', () => {
  const ok = { type: 'image/png', size: mb, width: 400, height: 400 };
  it.each([
    ['a PNG within limits', ok, []],
    ['an upper-case MIME type', { ...ok, type: 'IMAGE/JPEG' }, []],
    [
      'a PDF',
      { ...ok, type: 'application/pdf' },
      [{ field: 'image', code: 'domain.validation.image.notImage', params: {} }],
    ],
    [
      'an SVG, not in the default list',
      { ...ok, type: 'image/svg+xml' },
      [{ field: 'image', code: 'domain.validation.image.notImage', params: {} }],
    ],
    [
      'too large',
      { ...ok, size: 6 * mb },
      [{ field: 'image', code: 'domain.validation.file.tooLarge', params: { maxSize: 5 } }],
    ],
    [
      'too narrow',
      { ...ok, width: 99 },
      [{ field: 'image', code: 'domain.validation.image.tooSmall', params: { minWidth: 100, minHeight: 100 } }],
    ],
    [
      'too short',
      { ...ok, height: 50 },
      [{ field: 'image', code: 'domain.validation.image.tooSmall', params: { minWidth: 100, minHeight: 100 } }],
    ],
  ])('should check %s', (_name, image, expected) => {
    expect(validateImage(image)).toEqual(expected);
  });

  it('should accept any image type when the limits name none', () => {
    const limits = { maxSizeMb: 1, minWidth: 1, minHeight: 1 };
    expect(validateImage({ type: 'image/svg+xml', size: 10, width: 10, height: 10 }, limits, 'avatar')).toEqual([]);
    expect(validateImage({ type: 'text/plain', size: 10, width: 10, height: 10 }, limits, 'avatar')[0]?.field).toBe(
      'avatar',
    );
  });

  it('should default to 5 MB and 100 x 100 pixels', () => {
    expect(defaultImageLimits).toMatchObject({ maxSizeMb: 5, minWidth: 100, minHeight: 100 });
  });
});

describe('given a company logo', () => {
  const advice = [
    { field: 'logo', code: 'domain.validation.image.logoRecommendedSize', params: { width: 250, height: 60 } },
  ];
  it.each([
    ['exactly 250 x 60', 250, 60, []],
    ['twice as large, same shape', 500, 120, []],
    ['slightly off shape', 260, 60, []],
    ['smaller', 125, 30, advice],
    ['square', 300, 300, advice],
    ['without height', 300, 0, advice],
  ])('should advise on a logo %s', (_name, width, height, expected) => {
    expect(logoSizeAdvice({ width, height })).toEqual(expected);
  });

  it('should recommend 250 x 60', () => {
    expect(companyLogoSize).toEqual({ width: 250, height: 60 });
  });
});
