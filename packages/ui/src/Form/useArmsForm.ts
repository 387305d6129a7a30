import { serverIssueCode, type ValidationIssue } from '@arms/domain';
import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUiTranslation } from '../i18n';
import { useToast } from '../Toast';
import { formStrings } from './Form.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Form: formStrings };

/**
 * A failed submit as `@arms/api-client`'s `ApiError` carries it: field `details` of a VALIDATION_ERROR and the
 * catalogue message in the interface language. Anything else that is thrown counts as an unknown error.
 */
export interface FormSubmitError {
  readonly details: readonly { field: string; code: string; params?: Readonly<Record<string, string | number>> }[];
  localizedMessage(lang: 'en' | 'vn'): string;
}

function isSubmitError(error: unknown): error is FormSubmitError {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as FormSubmitError).details) &&
    typeof (error as FormSubmitError).localizedMessage === 'function'
  );
}

// A field's error keeps the i18n key and its params, so the message is translated when shown and follows
// a change of language.
const encode = (code: string, params: object = {}) => JSON.stringify([code, params]);

/**
 * A react-hook-form resolver that runs @arms/domain's validators (spec section 5): the same functions the
 * server runs, so a form and the API never disagree. The first issue of each field is shown.
 */
export function domainResolver<T extends FieldValues>(
  validate: (values: T) => readonly ValidationIssue[],
): Resolver<T> {
  return (values) => {
    const issues = validate(values);
    if (issues.length === 0) return { values, errors: {} };
    // Nested fields (`workExperiences.0.periodTo`) become nested errors, the shape react-hook-form reads.
    const errors: Record<string, unknown> = {};
    for (const found of issues) {
      const path = found.field.split('.');
      let node = errors;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]!] ??= { type: found.code, message: encode(found.code, found.params) };
    }
    return { values: {}, errors: errors as never };
  };
}

export interface ArmsFormOptions<T extends FieldValues> {
  /** The form's values before the user types. */
  defaultValues: DefaultValues<T>;
  /**
   * @arms/domain's rules for the whole form; each issue names its field.
   * @default no client-side rules (the server's still apply)
   */
  validate?: (values: T) => readonly ValidationIssue[];
  /**
   * The toast after a successful submit; `false` for none (say, when the screen navigates away).
   * @default t('ui.Form.saved')
   */
  successMessage?: string | false;
}

export interface ArmsForm<T extends FieldValues> {
  /** react-hook-form's API: `register`, `control`, `formState`, `reset`… */
  form: UseFormReturn<T>;
  /** The translated error of a field, from the rules or from the server's `details`. */
  errorOf: (name: Path<T>) => string | undefined;
  /** A failure that belongs to no field (the catalogue message), for an alert above the actions. */
  formError: string | undefined;
  /** Wraps the submit handler: the rules first, then the call; the server's details land on their fields. */
  onSubmit: (handler: (values: T) => Promise<unknown>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the handler runs: disable the submit button. */
  sending: boolean;
}

/**
 * The one form approach of the ARMS apps (docs/decisions/0112): react-hook-form holds the values,
 * @arms/domain validates them (on submit, then live as the user corrects), the server's VALIDATION_ERROR
 * details are mapped onto the fields (the first one focused), another catalogue error is shown as
 * `formError`, a toast confirms success, and nothing typed is lost when a submit fails.
 */
export function useArmsForm<T extends FieldValues>({
  defaultValues,
  validate,
  successMessage,
}: ArmsFormOptions<T>): ArmsForm<T> {
  const { t, i18n } = useTranslation();
  const { t: tUi } = useUiTranslation(uiStrings);
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const toast = useToast();
  const form = useForm<T>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...(validate ? { resolver: domainResolver(validate) } : {}),
  });
  const [formError, setFormError] = useState<string>();

  const errorOf = useCallback(
    (name: Path<T>) => {
      const error = name
        .split('.')
        .reduce<unknown>(
          (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
          form.formState.errors,
        ) as { message?: string } | undefined;
      if (!error?.message) return undefined;
      try {
        const [key, params] = JSON.parse(error.message) as [string, Record<string, unknown>];
        return t(key, params);
      } catch {
        return error.message;
      }
    },
    [form.formState.errors, t],
  );

  const onSubmit = useCallback(
    (handler: (values: T) => Promise<unknown>) =>
      form.handleSubmit(async (values) => {
        setFormError(undefined);
        try {
          await handler(values);
          if (successMessage !== false) toast.success(successMessage ?? tUi('Form.saved'));
        } catch (failure) {
          if (!isSubmitError(failure)) {
            setFormError(tUi('Form.unknownError'));
            return;
          }
          const names = new Set(Object.keys(form.getValues()));
          const onFields = failure.details.filter((detail) => names.has(detail.field.split('.')[0] ?? ''));
          for (const [index, detail] of onFields.entries()) {
            form.setError(
              detail.field as Path<T>,
              // The server's own codes (`validation.maxLength`) read as the catalogue's messages, never raw.
              { type: detail.code, message: encode(serverIssueCode(detail.code), detail.params) },
              { shouldFocus: index === 0 },
            );
          }
          if (onFields.length < failure.details.length || onFields.length === 0)
            setFormError(failure.localizedMessage(lang));
        }
      }),
    [form, lang, successMessage, tUi, toast],
  );

  return { form, errorOf, formError, onSubmit, sending: form.formState.isSubmitting };
}
