import { describe, expect, it } from 'vitest';
import { acceptOfImageTypes, formatsOf } from './formats';

describe('given formatsOf', () => {
  it.each([
    ['no accept list', undefined, ''],
    ['extensions', { 'application/pdf': ['.pdf'], 'application/msword': ['.doc', '.DOC'] }, 'PDF, DOC'],
    ['MIME types only', { 'image/png': [], 'image/jpeg': [] }, 'PNG, JPEG'],
    ['a mix', { 'application/pdf': ['.pdf'], 'image/webp': [] }, 'PDF, WEBP'],
    ['a wildcard type', { 'image/*': [] }, 'image/*'],
    ['a repeated extension', { 'image/jpeg': ['.jpg', '.jpeg'], 'image/pjpeg': ['.jpg'] }, 'JPG, JPEG'],
  ])('should name the formats of %s', (_, accept, expected) => {
    expect(formatsOf(accept)).toBe(expected);
  });
});

describe('given acceptOfImageTypes', () => {
  it('should accept the listed image types', () => {
    expect(acceptOfImageTypes(['image/png', 'image/gif'])).toEqual({ 'image/png': [], 'image/gif': [] });
  });

  it('should accept any image without a list', () => {
    expect(acceptOfImageTypes(undefined)).toEqual({ 'image/*': [] });
  });
});
