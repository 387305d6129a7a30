import { describe, expect, it } from 'vitest';
import { FileDropzone } from './FileDropzone';

// Type tests: `tsc` checks the @ts-expect-error lines; the test only keeps the file in the suite.
describe('given the FileDropzone props', () => {
  it('should take accept lists for files and image limits for images only', () => {
    const elements = [
      <FileDropzone key="file" label="Resume" accept={{ 'application/pdf': ['.pdf'] }} />,
      <FileDropzone
        key="image"
        label="Photo"
        kind="image"
        imageLimits={{ maxSizeMb: 2, minWidth: 50, minHeight: 50 }}
      />,
      <FileDropzone key="logo" label="Logo" kind="logo" />,
      // @ts-expect-error: images are checked by the domain image rule, not by an accept list.
      <FileDropzone key="image-accept" label="Photo" kind="image" accept={{ 'image/png': [] }} />,
      // @ts-expect-error: image limits apply to images only.
      <FileDropzone key="file-limits" label="Resume" imageLimits={{ maxSizeMb: 2, minWidth: 1, minHeight: 1 }} />,
      // @ts-expect-error: every drop area has a visible label.
      <FileDropzone key="unlabelled" />,
    ];
    expect(elements).toHaveLength(6);
  });
});
