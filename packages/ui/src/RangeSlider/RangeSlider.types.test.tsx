import { describe, expect, it } from 'vitest';
import type { TextAreaProps } from '../TextArea';
import type { RangeSliderProps } from './RangeSlider';

describe('given the RangeSlider types', () => {
  it('should take a domain preset or its own bounds, never both', () => {
    const preset: RangeSliderProps = { label: 'Age', preset: 'age' };
    const own: RangeSliderProps = { label: 'Score', min: 0, max: 100 };
    // @ts-expect-error a preset brings its own bounds.
    const both: RangeSliderProps = { label: 'Age', preset: 'age', min: 0, max: 10 };
    // @ts-expect-error without a preset both bounds are needed.
    const half: RangeSliderProps = { label: 'Score', min: 0 };
    // @ts-expect-error only the domain's slider ranges are presets.
    const unknown: RangeSliderProps = { label: 'Height', preset: 'height' };
    expect([preset, own, both, half, unknown]).toHaveLength(5);
  });
});

describe('given the field components that share FormField’s messages', () => {
  it('should refuse an issue and an error together', () => {
    const issueOnly: TextAreaProps = { label: 'Note', issue: { code: 'domain.validation.required.name' } };
    // @ts-expect-error `issue` and `error` exclude each other.
    const both: TextAreaProps = { label: 'Note', issue: { code: 'x' }, error: 'Too long' };
    expect([issueOnly, both]).toHaveLength(2);
  });
});
