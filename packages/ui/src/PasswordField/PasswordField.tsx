import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { FormField, type FormFieldLabelProps, type FormFieldMessageProps } from '../FormField';
import { joinIds, messageProps } from '../FormField/FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Input, Toggle, Wrapper } from './PasswordField.styles';
import { passwordFieldStrings } from './PasswordField.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { PasswordField: passwordFieldStrings };

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'required' | 'aria-invalid' | 'children' | 'size'
>;

export type PasswordFieldProps = NativeProps &
  FormFieldLabelProps &
  FormFieldMessageProps & {
    /** The password (controlled). */
    value?: string;
    /** The starting password when uncontrolled. @default '' */
    defaultValue?: string;
    /** Hears every change of the password. */
    onValueChange?: (value: string) => void;
    /** Whether the password shows as text (controlled). */
    visible?: boolean;
    /** Whether it starts visible when uncontrolled. @default false */
    defaultVisible?: boolean;
    /** Hears the show/hide toggle. */
    onVisibleChange?: (visible: boolean) => void;
    /** `new-password` on sign-up and change-password forms lets password managers suggest one. @default 'current-password' */
    autoComplete?: 'current-password' | 'new-password' | 'off';
    ref?: Ref<HTMLInputElement>;
  };

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A labelled password input with a show/hide toggle; the toggle's name says what it will do and the
 * change is announced. Rules (length, match) come from @arms/domain through `issue`.
 */
export function PasswordField({
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
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  onChange,
  disabled,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: PasswordFieldProps) {
  const { t } = useUiTranslation(uiStrings);
  const [password, setPassword] = useControllableState({ value, defaultValue, onValueChange });
  const [visible, setVisible] = useControllableState({
    value: visibleProp,
    defaultValue: defaultVisible,
    onValueChange: onVisibleChange,
  });
  // Said after the user toggles, not on first render.
  const [announcement, setAnnouncement] = useState('');
  const messages = messageProps(issue, error);
  return (
    <FormField label={label} hint={hint} required={required} hideLabel={hideLabel} id={id} {...messages}>
      {(control) => (
        <Wrapper data-state={visible ? 'visible' : 'hidden'}>
          <Input
            ref={ref}
            {...rest}
            {...control}
            aria-describedby={joinIds(describedBy, control['aria-describedby'])}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            // Spell checkers would send a visible password to a server.
            spellCheck={false}
            autoCapitalize="off"
            disabled={disabled}
            value={password}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              setPassword(event.target.value);
            }}
          />
          <Toggle
            type="button"
            aria-label={visible ? t('PasswordField.hide') : t('PasswordField.show')}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => {
              setVisible(!visible);
              setAnnouncement(visible ? t('PasswordField.hidden') : t('PasswordField.shown'));
            }}
          >
            <EyeIcon crossed={visible} />
          </Toggle>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </Wrapper>
      )}
    </FormField>
  );
}
