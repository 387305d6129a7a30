import { issue } from './issue';
import type { ValidationIssue } from './issue';

const bytesPerMb = 1024 * 1024;

/** The file size rule of section 5: a file larger than `maxSizeMb` megabytes is refused with `{{maxSize}}` in MB. */
export function validateFileSize(size: number, maxSizeMb: number, field = 'file'): ValidationIssue[] {
  return size > maxSizeMb * bytesPerMb ? [issue(field, 'domain.validation.file.tooLarge', { maxSize: maxSizeMb })] : [];
}

/** An uploaded image as the browser or server reads it: MIME type, size in bytes and pixel dimensions. */
export interface ImageFile {
  readonly type: string;
  readonly size: number;
  readonly width: number;
  readonly height: number;
}

/** Limits of an image upload (section 5). */
export interface ImageLimits {
  readonly maxSizeMb: number;
  readonly minWidth: number;
  readonly minHeight: number;
  /** Accepted MIME types; any `image/*` type when omitted. */
  readonly types?: readonly string[];
}

/** Default image limits: 5 MB, at least 100 x 100 pixels, the web's raster formats (docs/decisions/0016). */
export const defaultImageLimits: ImageLimits = {
  maxSizeMb: 5,
  minWidth: 100,
  minHeight: 100,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

/**
 * The image upload rule of section 5: an image only, within the size limit, at least the minimum pixel
 * size. Pure: takes the type, size and dimensions the caller has read.
 */
export function validateImage(
  image: ImageFile,
  limits: ImageLimits = defaultImageLimits,
  field = 'image',
): ValidationIssue[] {
  const type = image.type.toLowerCase();
  const isImage = limits.types ? limits.types.includes(type) : type.startsWith('image/');
  if (!isImage) return [issue(field, 'domain.validation.image.notImage')];
  const issues = validateFileSize(image.size, limits.maxSizeMb, field);
  if (image.width < limits.minWidth || image.height < limits.minHeight) {
    issues.push(
      issue(field, 'domain.validation.image.tooSmall', { minWidth: limits.minWidth, minHeight: limits.minHeight }),
    );
  }
  return issues;
}

/** The recommended company logo size (sections 5 and 9): 250 x 60 pixels. */
export const companyLogoSize = { width: 250, height: 60 } as const;

/**
 * Advice, not an error, for company logos (section 5): a logo smaller than 250 x 60 or more than 10%
 * off its 25:6 proportions gets the "recommended 250 x 60" hint. A larger logo of the same shape passes.
 */
export function logoSizeAdvice(image: Pick<ImageFile, 'width' | 'height'>, field = 'logo'): ValidationIssue[] {
  const { width, height } = companyLogoSize;
  const tooSmall = image.width < width || image.height < height;
  const wanted = width / height;
  const offShape = image.height <= 0 || Math.abs(image.width / image.height - wanted) / wanted > 0.1;
  return tooSmall || offShape ? [issue(field, 'domain.validation.image.logoRecommendedSize', { width, height })] : [];
}
