export { normalizeRichText } from './normalizeRichText';
export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps, RichTextEditorState } from './RichTextEditor';
