import { Link } from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { invariant } from '../internal/warning';
import { BoldIcon, BulletListIcon, ItalicIcon, LinkIcon, OrderedListIcon, UnlinkIcon } from './components/icons';
import { LinkPanel } from './components/LinkPanel';
import { TextStyleMenu, type TextStyleLevel } from './components/TextStyleMenu';
import { useRovingToolbar } from './components/useRovingToolbar';
import { normalizeRichText, removeBoxCharacter } from './normalizeRichText';
import { ErrorText, Field, Hint, Label, RequiredMark } from '../internal/field.styles';
import { Content, Frame, Separator, ToolbarRow, ToolButton } from './RichTextEditor.styles';
import { richTextEditorStrings } from './RichTextEditor.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { RichTextEditor: richTextEditorStrings };

/** What the editor is: ready for input, marked invalid by `error`, or disabled. */
export type RichTextEditorState = 'idle' | 'invalid' | 'disabled';

interface RichTextEditorBaseProps {
  /** The content as HTML (controlled). The editor follows it when it changes from outside. @default undefined */
  value?: string;
  /** The initial content as HTML when uncontrolled. @default '' */
  defaultValue?: string;
  /** Hears every edit with the new HTML; an empty document is `''`. @default undefined */
  onValueChange?: (html: string) => void;
  /** Help shown under the editor and read as its description. @default undefined */
  hint?: ReactNode;
  /** An already translated error message; marks the editor invalid. @default undefined */
  error?: ReactNode;
  /** Marks the content as required (a visual mark and `aria-required`). @default false */
  required?: boolean;
  /** Makes the content read-only and the toolbar unavailable. @default false */
  disabled?: boolean;
  /** The height of the editing area (spec section 9: 360); a number is pixels. @default 360 */
  height?: number | string;
  /** Submits the HTML with a form under this name, through a hidden input. @default undefined */
  name?: string;
  /** The id of the editable element. @default generated */
  id?: string;
}

/** An editor is always named: a visible `label`, or `aria-label`, or `aria-labelledby` (exactly one). */
type RichTextEditorLabelling =
  | {
      /** The visible label. @default undefined */
      label: ReactNode;
      'aria-label'?: never;
      'aria-labelledby'?: never;
    }
  | {
      label?: never;
      /** The accessible name when there is no visible label. @default undefined */
      'aria-label': string;
      'aria-labelledby'?: never;
    }
  | {
      label?: never;
      'aria-label'?: never;
      /** The id of an element elsewhere that names the editor. @default undefined */
      'aria-labelledby': string;
    };

export type RichTextEditorProps = RichTextEditorBaseProps & RichTextEditorLabelling;

// The editor holds what the toolbar offers and nothing else, so pasted content is reduced to it.
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: false,
    // An empty paragraph after a final heading would be part of every value.
    trailingNode: false,
  }),
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
];

const headingLevels = [1, 2, 3, 4, 5, 6] as const;

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

const isModK = (event: KeyboardEvent) =>
  (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The rich-text editor of ARMS (job descriptions, email templates): paragraphs and headings 1 to 6,
 * bulleted and numbered lists, bold, italic and links, with an ARIA toolbar. Content is HTML; pasted
 * and incoming HTML is normalised (spec section 5: widths, colours, backgrounds, the box character).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const {
    value,
    defaultValue = '',
    onValueChange,
    hint,
    error,
    required = false,
    disabled = false,
    height = 360,
    name,
    id,
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
  } = props;
  invariant(
    [label, ariaLabel, ariaLabelledBy].filter((x) => x !== undefined && x !== null && x !== '').length === 1,
    'RichTextEditor needs exactly one of `label`, `aria-label` or `aria-labelledby`.',
  );
  const { t } = useUiTranslation(uiStrings);
  const generated = useId();
  const editorId = id ?? `arms-rich-text-${generated}`;
  const labelId = `${editorId}-label`;
  const hintId = hint ? `${editorId}-hint` : undefined;
  const errorId = error ? `${editorId}-error` : undefined;
  const invalid = Boolean(error);
  const state: RichTextEditorState = disabled ? 'disabled' : invalid ? 'invalid' : 'idle';

  const [html, setHtml] = useControllableState({ value, defaultValue, onValueChange });
  // The HTML this editor reported and `value` has not caught up with yet. A `value` among them is an
  // echo of typing (renders can lag a few keystrokes behind), not an outside change to load.
  const echoes = useRef<string[]>([]);
  // The last `value` loaded into the editor, as given (before normalisation).
  const loaded = useRef(html);
  const [initialContent] = useState(() => normalizeRichText(html));
  const [linkOpen, setLinkOpen] = useState(false);
  const openLink = useRef(() => {});
  openLink.current = () => {
    if (!disabled) setLinkOpen(true);
  };

  const attributes = useMemo(
    () =>
      Object.fromEntries(
        Object.entries({
          id: editorId,
          'aria-multiline': 'true',
          'aria-label': ariaLabel,
          'aria-labelledby': label !== undefined ? labelId : ariaLabelledBy,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
          'aria-invalid': invalid ? 'true' : undefined,
          'aria-required': required ? 'true' : undefined,
          'aria-disabled': disabled ? 'true' : undefined,
        }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    [editorId, ariaLabel, label, labelId, ariaLabelledBy, hintId, errorId, invalid, required, disabled],
  );

  const editorProps = useMemo(
    () => ({
      attributes,
      transformPastedHTML: normalizeRichText,
      transformPastedText: removeBoxCharacter,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!isModK(event)) return false;
        event.preventDefault();
        openLink.current();
        return true;
      },
    }),
    [attributes],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = htmlOf(current);
      echoes.current = [...echoes.current.slice(-49), next];
      setHtml(next);
    },
  });

  useEffect(() => {
    const echo = echoes.current.indexOf(html);
    if (echo !== -1) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    if (html === loaded.current || html === htmlOf(editor)) return;
    echoes.current = [];
    loaded.current = html;
    editor.commands.setContent(normalizeRichText(html), { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
    if (disabled) setLinkOpen(false);
  }, [editor, disabled]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      level: (headingLevels.find((level) => current.isActive('heading', { level })) ?? 0) as TextStyleLevel,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      href: String(current.getAttributes('link').href ?? ''),
    }),
  });

  const { toolbarRef, onKeyDown, itemProps } = useRovingToolbar();

  const toggles = [
    { key: 'bold', label: t('RichTextEditor.bold'), icon: <BoldIcon />, shortcut: 'Control+B Meta+B' },
    { key: 'italic', label: t('RichTextEditor.italic'), icon: <ItalicIcon />, shortcut: 'Control+I Meta+I' },
    {
      key: 'bulletList',
      label: t('RichTextEditor.bulletList'),
      icon: <BulletListIcon />,
      shortcut: 'Control+Shift+8 Meta+Shift+8',
    },
    {
      key: 'orderedList',
      label: t('RichTextEditor.orderedList'),
      icon: <OrderedListIcon />,
      shortcut: 'Control+Shift+7 Meta+Shift+7',
    },
  ] as const;

  const toggle = (key: (typeof toggles)[number]['key']) => {
    const chain = editor.chain().focus();
    if (key === 'bold') chain.toggleBold().run();
    else if (key === 'italic') chain.toggleItalic().run();
    else if (key === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  const setTextStyle = (level: TextStyleLevel) => {
    const chain = editor.chain().focus();
    if (level === 0) chain.setParagraph().run();
    else chain.setHeading({ level }).run();
  };

  const applyLink = (href: string, text: string) => {
    setLinkOpen(false);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const removeLink = () => {
    setLinkOpen(false);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor.commands.focus();
  };

  // Keeps the editor's selection when a toolbar button is clicked with the mouse.
  const keepSelection = (event: ReactMouseEvent) => event.preventDefault();

  return (
    <Field data-state={state}>
      {label !== undefined && (
        <Label as="span" id={labelId}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </Label>
      )}
      <Frame
        data-state={state}
        style={{ '--arms-rich-text-height': typeof height === 'number' ? `${height}px` : height } as CSSProperties}
      >
        <ToolbarRow
          ref={toolbarRef}
          role="toolbar"
          aria-label={t('RichTextEditor.toolbar')}
          aria-controls={editorId}
          onKeyDown={onKeyDown}
        >
          <TextStyleMenu current={active.level} onSelect={setTextStyle} disabled={disabled} itemProps={itemProps(0)} />
          <Separator aria-hidden="true" />
          {toggles.map((item, index) => (
            <ToolButton
              key={item.key}
              type="button"
              aria-label={item.label}
              title={item.label}
              aria-pressed={active[item.key]}
              aria-keyshortcuts={item.shortcut}
              data-state={active[item.key] ? 'on' : 'off'}
              disabled={disabled}
              onMouseDown={keepSelection}
              onClick={() => toggle(item.key)}
              {...itemProps(index + 1)}
            >
              {item.icon}
            </ToolButton>
          ))}
          <Separator aria-hidden="true" />
          <ToolButton
            type="button"
            aria-label={active.link ? t('RichTextEditor.editLink') : t('RichTextEditor.addLink')}
            title={active.link ? t('RichTextEditor.editLink') : t('RichTextEditor.addLink')}
            aria-expanded={linkOpen}
            aria-keyshortcuts="Control+K Meta+K"
            data-state={active.link ? 'on' : 'off'}
            disabled={disabled}
            onMouseDown={keepSelection}
            onClick={() => setLinkOpen((open) => !open)}
            {...itemProps(toggles.length + 1)}
          >
            <LinkIcon />
          </ToolButton>
          <ToolButton
            type="button"
            aria-label={t('RichTextEditor.removeLink')}
            title={t('RichTextEditor.removeLink')}
            aria-disabled={!active.link || undefined}
            disabled={disabled}
            onMouseDown={keepSelection}
            onClick={() => active.link && removeLink()}
            {...itemProps(toggles.length + 2)}
          >
            <UnlinkIcon />
          </ToolButton>
        </ToolbarRow>
        {linkOpen && (
          <LinkPanel
            initialHref={active.href}
            editing={active.link}
            onApply={applyLink}
            onRemove={removeLink}
            onCancel={closeLink}
          />
        )}
        <Content>
          <EditorContent editor={editor} />
        </Content>
      </Frame>
      {name !== undefined && <input type="hidden" name={name} value={html} />}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
