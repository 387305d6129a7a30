import { type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldLabelProps, type FormFieldMessageProps } from '../FormField';
import { joinIds, messageProps } from '../FormField/FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Count, StyledTextArea } from './TextArea.styles';
import { textAreaStrings } from './TextArea.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { TextArea: textAreaStrings };

type NativeProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'children' | 'required' | 'aria-invalid'
>;

export type TextAreaProps = NativeProps &
  FormFieldLabelProps &
  FormFieldMessageProps & {
    /** The text (controlled). */
    value?: string;
    /** The starting text when uncontrolled. @default '' */
    defaultValue?: string;
    /** Hears every change of the text. */
    onValueChange?: (value: string) => void;
    /** Visible lines before it scrolls. @default 4 */
    rows?: number;
    /** Whether the user can drag it taller. @default 'vertical' */
    resize?: 'vertical' | 'none';
    /** With `maxLength`, shows how many characters are used ("12 of 500 characters"). @default true */
    showCount?: boolean;
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line text input (job descriptions, notes, feedback) with hint, error and counter. */
export function TextArea({
  label,
  hint,
  required = false,
  hideLabel = false,
  issue,
  error,
  id,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  rows = 4,
  resize = 'vertical',
  showCount = true,
  maxLength,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: TextAreaProps) {
  const { t } = useUiTranslation(uiStrings);
  const [text, setText] = useControllableState({ value, defaultValue, onValueChange });
  const counted = showCount && maxLength !== undefined;
  // UTF-16 units, as the browser counts them for `maxLength`.
  const length = text.length;
  const messages = messageProps(issue, error);
  return (
    <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} {...messages}>
      {(control) => (
        <>
          <StyledTextArea
            ref={ref}
            {...rest}
            {...control}
            aria-describedby={joinIds(
              describedBy,
              control['aria-describedby'],
              counted ? `${control.id}-count` : undefined,
            )}
            rows={rows}
            maxLength={maxLength}
            data-resize={resize}
            value={text}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              onChange?.(event);
              setText(event.target.value);
            }}
          />
          {counted && (
            <Count id={`${control.id}-count`} data-state={length >= maxLength ? 'full' : 'partial'}>
              {t('TextArea.count', { count: length, max: maxLength })}
            </Count>
          )}
        </>
      )}
    </FormField>
  );
}
