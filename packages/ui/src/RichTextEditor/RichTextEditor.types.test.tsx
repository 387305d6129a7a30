import { describe, expect, it } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

// Type tests: `tsc` checks the @ts-expect-error lines; the test only keeps the file in the suite.
describe('given the RichTextEditor props', () => {
  it('should take exactly one way to name the editor', () => {
    const elements = [
      <RichTextEditor key="label" label="Job description" />,
      <RichTextEditor key="aria-label" aria-label="Job description" />,
      <RichTextEditor key="aria-labelledby" aria-labelledby="job-heading" />,
      // @ts-expect-error: an editor must be named.
      <RichTextEditor key="none" />,
      // @ts-expect-error: a visible label and aria-label exclude each other.
      <RichTextEditor key="both" label="Job description" aria-label="Description" />,
      // @ts-expect-error: aria-label and aria-labelledby exclude each other.
      <RichTextEditor key="two-names" aria-label="Description" aria-labelledby="job-heading" />,
    ];
    expect(elements).toHaveLength(6);
  });
});
