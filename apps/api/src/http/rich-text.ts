import type { Ajv } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { Type, type TStringOptions } from 'typebox';
import { sanitizeRichText } from '../services/sanitize';

/** The schema keyword that marks a property as rich text (HTML from the editor); shown in the contract too. */
export const richTextKeyword = 'x-rich-text';

/**
 * A rich-text property (section 5): the validator itself passes every value through sanitizeRichText
 * on the way in, so no route can store one unsanitised (docs/decisions/0191).
 */
export const RichText = (options: TStringOptions = {}) =>
  Type.String({ description: 'Rich text (HTML), sanitised on save', ...options, [richTextKeyword]: true });

/** An Ajv plugin: a string marked `x-rich-text` is replaced by its sanitised form during validation. */
export function richTextPlugin(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: richTextKeyword,
    modifying: true,
    schemaType: 'boolean',
    errors: false,
    validate: (marked: boolean, data: unknown, _parent: unknown, cxt?: DataValidationCxt) => {
      if (marked && typeof data === 'string' && cxt?.parentData) {
        (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = sanitizeRichText(data);
      }
      return true;
    },
  });
  return ajv;
}
