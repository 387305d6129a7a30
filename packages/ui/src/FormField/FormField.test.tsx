import { issue } from '@arms/domain';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArmsProvider } from '../ArmsProvider';
import { FormField, type FormFieldProps } from './FormField';

const renderInEnglish = (ui: ReactElement) => render(<ArmsProvider lang="en">{ui}</ArmsProvider>);

/** The text assistive technology reads after the name: the elements `aria-describedby` points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('given a FormField around a native control', () => {
  it('should name the control by its label and describe it by its hint and translated issue', () => {
    renderInEnglish(
      <FormField label="Min salary" hint="Per month" issue={issue('minSalary', 'domain.validation.salary.numbersOnly')}>
        <input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Min salary' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Per month Only numbers are allowed');
  });

  it('should interpolate the issue params', () => {
    renderInEnglish(
      <FormField label="Skills" issue={issue('skills', 'domain.validation.selection.tooMany', { max: 3 })}>
        <input />
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).toBe('You can select up to 3 items');
  });

  it.each([undefined, ''])('should leave the control valid for the error %j', (error) => {
    renderInEnglish(
      <FormField label="Position" error={error}>
        <input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Position' }).hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should keep the child’s own id and descriptions', () => {
    renderInEnglish(
      <>
        <p id="note">Note</p>
        <FormField label="Vacancies" hint="Hint" required>
          <input id="own" aria-describedby="note" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Vacancies' });
    expect(input.id).toBe('own');
    expect(description(input)).toBe('Note Hint');
    expect((input as HTMLInputElement).required).toBe(true);
  });

  it('should name a group through aria-labelledby', () => {
    renderInEnglish(
      <FormField label="Notify me by" kind="group">
        <div role="group" />
      </FormField>,
    );
    expect(screen.getByRole('group', { name: 'Notify me by' })).toBeTruthy();
  });
});

describe('given a misused FormField', () => {
  it('should throw for a child that is not one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderInEnglish(<FormField label="Broken">{'text' as unknown as ReactElement}</FormField>)).toThrow(
      /FormField expects one control element/,
    );
  });

  it('should warn about an issue code without a message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderInEnglish(
      <FormField label="Name" issue={{ code: 'domain.validation.nope' }}>
        <input />
      </FormField>,
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("no message for the issue code 'domain.validation.nope'"),
    );
  });
});

describe('given the FormField types', () => {
  it('should refuse an issue and an error together', () => {
    const child = <input />;
    const issueOnly: FormFieldProps = { label: 'A', issue: { code: 'x' }, children: child };
    const errorOnly: FormFieldProps = { label: 'A', error: 'Taken', children: child };
    // @ts-expect-error `issue` and `error` exclude each other.
    const both: FormFieldProps = { label: 'A', issue: { code: 'x' }, error: 'Taken', children: child };
    // @ts-expect-error a field has a label.
    const unlabelled: FormFieldProps = { children: child };
    expect([issueOnly, errorOnly, both, unlabelled]).toHaveLength(4);
  });
});
