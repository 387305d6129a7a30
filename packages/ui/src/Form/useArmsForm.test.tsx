import { domainResources, issue, isBlank, type ValidationIssue } from '@arms/domain';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArmsProvider } from '../ArmsProvider';
import { createAppI18n } from '../i18n';
import { TextField } from '../TextField';
import { ToastProvider } from '../Toast';
import { useArmsForm, type FormSubmitError } from './useArmsForm';

interface Values {
  name: string;
  email: string;
}

const rules = (values: Values): ValidationIssue[] =>
  isBlank(values.name) ? [issue('name', 'domain.validation.general.required')] : [];

function serverError(details: FormSubmitError['details']): FormSubmitError {
  return { details, localizedMessage: (lang) => (lang === 'vn' ? 'Lỗi máy chủ' : 'Email already used') };
}

function Harness({ submit }: { submit: (values: Values) => Promise<unknown> }) {
  const { form, errorOf, formError, onSubmit, sending } = useArmsForm<Values>({
    defaultValues: { name: '', email: '' },
    validate: rules,
  });
  return (
    <form noValidate onSubmit={onSubmit(submit)}>
      <TextField label="Name" error={errorOf('name')} {...form.register('name')} />
      <TextField label="Email" error={errorOf('email')} {...form.register('email')} />
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" disabled={sending}>
        Save
      </button>
    </form>
  );
}

function renderForm(submit: (values: Values) => Promise<unknown>, lang: 'en' | 'vn' = 'en') {
  const i18n = createAppI18n({
    namespace: 'app',
    resources: { en: { ...domainResources.en }, vn: { ...domainResources.vn } },
    lang,
  });
  return render(
    <ArmsProvider i18n={i18n}>
      <ToastProvider>
        <Harness submit={submit} />
      </ToastProvider>
    </ArmsProvider>,
  );
}

function NestedHarness({ submit }: { submit: (values: { user: { email: string } }) => Promise<unknown> }) {
  const { form, errorOf, onSubmit } = useArmsForm<{ user: { email: string } }>({
    defaultValues: { user: { email: '' } },
    validate: (values) =>
      isBlank(values.user.email) ? [issue('user.email', 'domain.validation.general.required')] : [],
  });
  return (
    <form noValidate onSubmit={onSubmit(submit)}>
      <TextField label="Email" error={errorOf('user.email')} {...form.register('user.email')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('given useArmsForm', () => {
  afterEach(cleanup);

  it('should show a rule of a nested field (user.email) on that field and focus it', async () => {
    const calls: unknown[] = [];
    const i18n = createAppI18n({
      namespace: 'app',
      resources: { en: { ...domainResources.en }, vn: { ...domainResources.vn } },
      lang: 'en',
    });
    render(
      <ArmsProvider i18n={i18n}>
        <ToastProvider>
          <NestedHarness submit={async (values) => calls.push(values)} />
        </ToastProvider>
      </ArmsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Email/ }));
    expect(calls).toEqual([]);
  });

  it('should show the domain rule in the user language, focus the field and not call the server', async () => {
    const calls: Values[] = [];
    renderForm(async (values) => calls.push(values), 'vn');
    // @arms/ui's Vietnamese loads on first use (ADR 0180): the form shows once it is there.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(calls).toEqual([]);
  });

  it('should put the server details on their fields and keep what was typed', async () => {
    renderForm(async () => {
      throw serverError([{ field: 'email', code: 'domain.validation.email.invalid' }]);
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Lan' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'lan@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('lan@');
    expect(screen.queryByText('Email already used')).toBeNull();
  });

  it.each([
    ['en', 'Too long'],
    ['vn', 'Nội dung này quá dài'],
  ] as const)('should read a server code (validation.maxLength) as the catalogue message in %s', async (lang, text) => {
    renderForm(async () => {
      throw serverError([{ field: 'name', code: 'validation.maxLength' }]);
    }, lang);
    fireEvent.input(screen.getAllByRole('textbox')[0]!, { target: { value: 'Lan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('validation.maxLength')).toBeNull();
  });

  it('should show a catalogue error without details above the actions, then a toast on success', async () => {
    let fail = true;
    renderForm(async () => {
      if (fail) throw serverError([]);
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Lan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email already used')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText('Email already used')).toBeNull());
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});

describe('given domainResolver with nested fields', () => {
  it('should nest the issue of `items.0.to` where react-hook-form reads it', async () => {
    const { domainResolver } = await import('./useArmsForm');
    const resolve = domainResolver<{ items: { to: string }[] }>(() => [
      issue('items.0.to', 'domain.validation.period.fromNotBeforeTo'),
      issue('items.0.to', 'domain.validation.general.required'),
    ]);
    const result = await resolve({ items: [{ to: '' }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as unknown as { items: { to: { type: string } }[] };
    expect(errors.items[0]!.to.type).toBe('domain.validation.period.fromNotBeforeTo');
  });
});
