import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArmsProvider } from '../../ArmsProvider';
import { MultiSelect } from '../../MultiSelect';
import { Select } from '../../Select';
import { TextField } from '../../TextField';

const renderInEnglish = (ui: ReactElement) => render(<ArmsProvider lang="en">{ui}</ArmsProvider>);

/** The text assistive technology reads after the name: the elements `aria-describedby` points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

/** The parts FormField draws around a control: label (with its required mark), hint and error. */
function fieldParts(control: HTMLElement) {
  const field = control.closest('[data-kind]');
  const label = document.querySelector<HTMLLabelElement>(`label[for="${control.id}"]`);
  return {
    kind: field?.getAttribute('data-kind'),
    state: field?.getAttribute('data-state'),
    labelId: label?.id,
    requiredMark: label?.querySelector('[aria-hidden="true"]')?.textContent,
    hintId: document.getElementById(`${control.id}-hint`)?.textContent,
    error: document.getElementById(`${control.id}-error`)?.getAttribute('role'),
  };
}

afterEach(cleanup);

// Issue 17 point 5 (ADR 0178): Select and MultiSelect are fields like the others, drawn by FormField.
describe('given Select and MultiSelect with a label, hint, error and required', () => {
  const options = [
    { value: 'hn', label: 'Hanoi' },
    { value: 'hcm', label: 'Ho Chi Minh City' },
  ];

  it.each([
    [
      'Select',
      <Select
        key="s"
        id="city"
        label="City"
        hint="Where the job is"
        error="Choose a city"
        required
        options={options}
      />,
    ],
    [
      'MultiSelect',
      <MultiSelect
        key="m"
        id="city"
        label="City"
        hint="Where the job is"
        error="Choose a city"
        required
        options={options}
      />,
    ],
  ])('should wire them through FormField as TextField does (%s)', (_name, field) => {
    renderInEnglish(field);
    const combobox = screen.getByRole('combobox', { name: 'City' });
    expect(combobox.id).toBe('city');
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
    expect(combobox.getAttribute('aria-required')).toBe('true');
    expect(description(combobox)).toBe('Where the job is Choose a city');
    expect(combobox.getAttribute('aria-labelledby')).toBe('city-label');
    const parts = fieldParts(combobox);
    cleanup();

    renderInEnglish(<TextField id="city" label="City" hint="Where the job is" error="Choose a city" required />);
    const textbox = screen.getByRole('textbox', { name: 'City' });
    expect(description(textbox)).toBe('Where the job is Choose a city');
    expect(parts).toEqual(fieldParts(textbox));
    expect(parts).toMatchObject({ kind: 'control', state: 'invalid', labelId: 'city-label', requiredMark: '*' });
  });
});
