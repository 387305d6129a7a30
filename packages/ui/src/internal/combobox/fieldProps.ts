import type { ReactNode } from 'react';
import type { SelectOption, SelectValue } from './options';
import type { LoadOptions } from './useAsyncOptions';

/** What `Select` and `MultiSelect` share: the field around the combobox and where options come from. */
export interface SelectFieldProps<V extends SelectValue = string> {
  /** The visible label; every field has one. */
  label: ReactNode;
  /** Help shown under the field. */
  hint?: ReactNode;
  /** An already translated error message; marks the field invalid. */
  error?: ReactNode;
  /** Marks the field required for assistive technology and shows an asterisk. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** Shown in the empty search box. */
  placeholder?: string;
  /** The search input's id. @default a generated id */
  id?: string;
  /** Submits the value under this name with a form (hidden inputs). */
  name?: string;
  /**
   * The choices, searched on the client (case- and diacritic-insensitive). With `loadOptions`, they only
   * give labels to values that have not been loaded yet.
   * @default []
   */
  options?: ReadonlyArray<SelectOption<V>>;
  /**
   * Loads the choices from the server for what the user typed (debounced; stale answers are ignored).
   * The list shows the answer as it is: the server does the matching.
   */
  loadOptions?: LoadOptions<V>;
  /** How long typing must pause before `loadOptions` runs, in milliseconds. @default 300 */
  debounceMs?: number;
}
