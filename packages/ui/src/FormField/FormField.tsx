import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { invariant, warning } from '../internal/warning';
import { ErrorText, Field, Hint, Label, RequiredMark } from '../internal/field.styles';

/** A failed validation rule to show: a domain `ValidationIssue` fits as it is. */
export interface FormFieldIssue {
  /** The i18n key of the message, e.g. `domain.validation.salary.numbersOnly`. */
  code: string;
  /** The values the message interpolates (`{{min}}`, `{{max}}`...). */
  params?: Readonly<Record<string, string | number>>;
}

/** A field shows either a domain validation issue or an already translated error, never both. */
export type FormFieldMessageProps =
  | {
      /** A validation issue from @arms/domain: its code is translated with its params and marks the field invalid. */
      issue?: FormFieldIssue;
      error?: never;
    }
  | {
      issue?: never;
      /** An already translated error (a server message, say); marks the field invalid. */
      error?: ReactNode;
    };

/** The label, hint and requiredness every field component shares with FormField. */
export interface FormFieldLabelProps {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the control and read after its name. */
  hint?: ReactNode;
  /** Shows a required mark and makes the control required. @default false */
  required?: boolean;
  /** Hides the label visually; it stays the control's accessible name. @default false */
  hideLabel?: boolean;
}

/** What FormField hands its control so that assistive technology reads the label, hint and error. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Set for `kind="group"`: the group is named by the label element. */
  'aria-labelledby'?: string;
  required: boolean;
}

export type FormFieldProps = FormFieldLabelProps &
  FormFieldMessageProps & {
    /** The control's id; generated when missing (or taken from the child element). */
    id?: string;
    /**
     * `control`: the label is a `<label for>` of one labelable control (input, select, textarea,
     * button). `group`: a set of controls (radios, month and year) named through `aria-labelledby`.
     * @default 'control'
     */
    kind?: 'control' | 'group';
    /**
     * One control element, which receives `id`, `aria-describedby`, `aria-invalid` (and `required`),
     * or a function that places those props itself.
     */
    children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
  };

/** Joins the ids of an `aria-describedby` (or `aria-labelledby`), skipping missing ones. */
export const joinIds = (...ids: unknown[]) =>
  ids.filter((id) => typeof id === 'string' && id !== '').join(' ') || undefined;

/** The message props of a field component that takes `issue` or `error`: the one that is set. */
export const messageProps = (issue: FormFieldIssue | undefined, error: ReactNode): FormFieldMessageProps =>
  issue ? { issue } : { error };

/**
 * The generic field of ARMS: a label, a hint and an error wired to any control for assistive
 * technology. Errors come from @arms/domain's validation issues (`issue`) and are translated here, so a
 * form shows the same message as the server.
 */
export function FormField({
  label,
  hint,
  required = false,
  hideLabel = false,
  id,
  kind = 'control',
  issue,
  error,
  children,
}: FormFieldProps) {
  const { t, i18n } = useUiTranslation();
  const generated = useId();
  invariant(
    typeof children === 'function' || isValidElement(children),
    'FormField expects one control element, or a function that renders the control, as its child.',
  );
  const child = typeof children === 'function' ? undefined : (children as ReactElement<Record<string, unknown>>);
  const childId = typeof child?.props.id === 'string' ? child.props.id : undefined;
  const controlId = id ?? childId ?? `arms-field-${generated}`;
  const labelId = `${controlId}-label`;
  if (issue) warning(!i18n.exists(issue.code), `FormField: no message for the issue code '${issue.code}'.`);
  const message = issue ? t(issue.code, { ...issue.params }) : error;
  const invalid = message !== undefined && message !== null && message !== false && message !== '';
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = invalid ? `${controlId}-error` : undefined;
  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(hintId, errorId),
    'aria-invalid': invalid ? true : undefined,
    'aria-labelledby': kind === 'group' ? labelId : undefined,
    required,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (child) {
    const own = child.props;
    rendered = cloneElement(child, {
      id: controlId,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
      'aria-invalid': invalid ? true : own['aria-invalid'],
      ...(kind === 'group' ? { 'aria-labelledby': joinIds(labelId, own['aria-labelledby']) } : {}),
      ...(required ? { required: true } : {}),
    });
  }

  return (
    <Field data-state={invalid ? 'invalid' : 'valid'} data-kind={kind}>
      <Label
        as={kind === 'group' ? 'span' : 'label'}
        id={labelId}
        htmlFor={kind === 'group' ? undefined : controlId}
        data-hidden={hideLabel}
      >
        {label}
        {/* Requiredness reaches assistive technology through the control's `required`. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {rendered}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {invalid && (
        <ErrorText id={errorId} role="alert">
          {message}
        </ErrorText>
      )}
    </Field>
  );
}
