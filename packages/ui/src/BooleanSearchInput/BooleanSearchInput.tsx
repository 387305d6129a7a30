import {
  messageFor,
  parseBooleanQuery,
  type BooleanQueryAst,
  type BooleanQueryError,
  type BooleanQueryParseResult,
} from '@arms/domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { Hint, Label } from '../internal/field.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Box, ErrorText, Field, HelpButton, HelpPanel, Input, Mirror, Row } from './BooleanSearchInput.styles';
import { offendingRange } from './offendingRange';
import { booleanSearchInputStrings } from './BooleanSearchInput.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { BooleanSearchInput: booleanSearchInputStrings };

/** Whether the query is blank (matches everything), parses, or is refused. */
export type BooleanSearchInputState = 'empty' | 'valid' | 'invalid';

export interface BooleanSearchInputProps {
  /** The query text (controlled). @default undefined */
  value?: string;
  /** The initial query when uncontrolled. @default '' */
  defaultValue?: string;
  /** Hears every change of the text, valid or not. @default undefined */
  onValueChange?: (value: string) => void;
  /** Hears the parse result of every text: the syntax tree, or the WRONG_SEARCH_FORMAT error. @default undefined */
  onParse?: (result: BooleanQueryParseResult) => void;
  /** Enter with a valid query; `ast` is null for a blank query, which matches everything. @default undefined */
  onSubmit?: (query: string, ast: BooleanQueryAst | null) => void;
  /** The visible label. @default the translated "Skills search" */
  label?: ReactNode;
  /** Help under the input. @default undefined */
  hint?: ReactNode;
  /** The example shown while the input is empty. @default the translated example query */
  placeholder?: string;
  /** Offers the "Search tips" popover with the syntax. @default true */
  showHelp?: boolean;
  /** Disables the input and its help button. @default false */
  disabled?: boolean;
  /** The form field name. @default undefined */
  name?: string;
  /** The id of the input. @default generated */
  id?: string;
}

// The syntax is the grammar of docs/decisions/0020: the operators are English in every language.
const syntax = [
  { term: 'AND', key: 'and', example: 'java AND spring' },
  { term: 'OR', key: 'or', example: 'java OR kotlin' },
  { term: 'NOT', key: 'not', example: 'java NOT android' },
  { term: '" "', key: 'phrase', example: '"project manager"' },
  { term: '*', key: 'wildcard', example: 'develop*' },
  { term: '( )', key: 'group', example: '(java OR kotlin) AND spring' },
] as const;

/**
 * The boolean skills search box (spec section 5: valid operators only): every change is parsed with the
 * domain parser; an invalid query marks the offending token in place and explains it with the
 * catalogue's WRONG_SEARCH_FORMAT message and the reason.
 */
export function BooleanSearchInput({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  onParse,
  onSubmit,
  label,
  hint,
  placeholder,
  showHelp = true,
  disabled = false,
  name,
  id,
}: BooleanSearchInputProps) {
  const { t, i18n } = useUiTranslation(uiStrings);
  const generated = useId();
  const inputId = id ?? `arms-boolean-search-${generated}`;
  const errorId = `${inputId}-error`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const helpId = `${inputId}-help`;
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onValueChange });
  const result = useMemo(() => parseBooleanQuery(value), [value]);
  const error: BooleanQueryError | undefined = result.ok ? undefined : result.error;
  const state: BooleanSearchInputState = !result.ok ? 'invalid' : result.ast === null ? 'empty' : 'valid';
  const [announcement, setAnnouncement] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mirrorRef = useRef<HTMLDivElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);

  const reportParse = useRef(onParse);
  reportParse.current = onParse;
  useEffect(() => {
    reportParse.current?.(result);
  }, [result]);

  // The mirror scrolls with the input so the mark stays under its token in a long query.
  const syncScroll = () => {
    if (mirrorRef.current && inputRef.current) mirrorRef.current.scrollLeft = inputRef.current.scrollLeft;
  };
  useEffect(syncScroll, [value]);

  useEffect(() => {
    if (!helpOpen) return undefined;
    const close = (event: PointerEvent) => {
      if (!fieldRef.current?.contains(event.target as Node)) setHelpOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [helpOpen]);

  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const [markStart, markEnd] = error ? offendingRange(value, error.position) : [0, 0];
  const token = value.slice(markStart, markEnd);
  const errorText = error
    ? [
        `${messageFor(error.code, lang)}.`,
        `${t(`domain.searchError.${error.reason}`)}.`,
        t('BooleanSearchInput.near', { token, position: markStart + 1 }),
      ].join(' ')
    : '';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && helpOpen) {
      event.preventDefault();
      setHelpOpen(false);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (result.ok) onSubmit?.(value, result.ast);
    // A refused submit is announced; the description alone is only read on focus.
    else setAnnouncement(errorText);
  };

  const closeHelp = () => {
    setHelpOpen(false);
    helpButtonRef.current?.focus();
  };

  return (
    <Field ref={fieldRef} data-state={state}>
      <Label htmlFor={inputId}>{label ?? t('BooleanSearchInput.label')}</Label>
      <Row>
        <Box data-state={state}>
          <Mirror ref={mirrorRef} aria-hidden="true" data-testid="boolean-search-mirror">
            {error ? (
              <>
                {value.slice(0, markStart)}
                <mark>{token || ' '}</mark>
                {value.slice(markEnd)}
              </>
            ) : (
              value
            )}
          </Mirror>
          <Input
            ref={inputRef}
            id={inputId}
            name={name}
            type="search"
            value={value}
            placeholder={placeholder ?? t('BooleanSearchInput.placeholder')}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              setAnnouncement('');
              setValue(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onScroll={syncScroll}
            onSelect={syncScroll}
          />
        </Box>
        {showHelp && (
          <HelpButton
            ref={helpButtonRef}
            type="button"
            aria-expanded={helpOpen}
            aria-controls={helpOpen ? helpId : undefined}
            disabled={disabled}
            onClick={() => setHelpOpen((open) => !open)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && helpOpen) {
                event.preventDefault();
                setHelpOpen(false);
              }
            }}
          >
            {t('BooleanSearchInput.help')}
          </HelpButton>
        )}
      </Row>
      {error && <ErrorText id={errorId}>{errorText}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <VisuallyHidden role="alert">{announcement}</VisuallyHidden>
      {helpOpen && (
        <HelpPanel
          id={helpId}
          aria-labelledby={`${helpId}-title`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              closeHelp();
            }
          }}
        >
          <p id={`${helpId}-title`} data-part="title">
            {t('BooleanSearchInput.helpTitle')}
          </p>
          <dl>
            {syntax.map((entry) => (
              <div key={entry.key}>
                <dt>{entry.term}</dt>
                <dd>
                  {t(`BooleanSearchInput.${entry.key}`)}
                  <code>{entry.example}</code>
                </dd>
              </div>
            ))}
          </dl>
          <p>{t('BooleanSearchInput.adjacent')}</p>
          <p>{t('BooleanSearchInput.separators')}</p>
        </HelpPanel>
      )}
    </Field>
  );
}
