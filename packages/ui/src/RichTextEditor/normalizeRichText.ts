/**
 * The rich-text normalisation of spec section 5, as pure string processing (no DOM, so it runs the same
 * in the browser, in jsdom and on the server): fixed widths become `auto`, colours are removed,
 * backgrounds become transparent, and the stray box character U+FFFC is removed. Only inline `style`
 * attributes, `<style>` sheets and the legacy presentational attributes change; the markup, the text
 * and every other attribute come back byte for byte. Idempotent. See docs/decisions/0030.
 */
export function normalizeRichText(html: string): string {
  let out = '';
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      out += html.slice(index);
      break;
    }
    out += html.slice(index, open);
    const special = specialBlock(html, open);
    if (special !== undefined) {
      out += html.slice(open, special);
      index = special;
      continue;
    }
    const tag = startTag(html, open);
    if (tag === undefined) {
      // A `<` that opens no tag (`a < b`, `</p>`, `<!doctype>`) is copied as it is.
      out += '<';
      index = open + 1;
      continue;
    }
    out += tag.text;
    index = tag.end;
    const rawText = rawTextElements.has(tag.name) ? rawTextEnd(html, index, tag.name) : undefined;
    if (rawText !== undefined) {
      const body = html.slice(index, rawText);
      out += tag.name === 'style' ? normalizeStyleSheet(body) : body;
      index = rawText;
    }
  }
  return removeBoxCharacter(out);
}

/**
 * Removes U+FFFC OBJECT REPLACEMENT CHARACTER, as a character or a numeric reference, from text or
 * HTML (docs/decisions/0030). Used for pasted plain text, which has no markup to normalise.
 */
export function removeBoxCharacter(text: string): string {
  return text.replace(boxCharacter, '');
}

// U+FFFC literally, or as `&#xFFFC;` / `&#65532;` (the semicolon is optional in HTML).
const boxCharacter = /\uFFFC|&#(?:x0*fffc(?![\da-f])|0*65532(?!\d));?/gi;

// Elements whose content is text, not markup: a `<` inside them opens no tag.
const rawTextElements = new Set(['style', 'script', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);

/** The end of a comment, CDATA section or end tag starting at `at`, or undefined for anything else. */
function specialBlock(html: string, at: number): number | undefined {
  const close = (terminator: string, from: number) => {
    const end = html.indexOf(terminator, from);
    return end === -1 ? html.length : end + terminator.length;
  };
  if (html.startsWith('<!--', at)) return close('-->', at + 4);
  if (html.startsWith('<![CDATA[', at)) return close(']]>', at + 9);
  if (/^<\/[a-z]/i.test(html.slice(at, at + 3))) return close('>', at + 2);
  return undefined;
}

function rawTextEnd(html: string, from: number, name: string): number {
  const end = html.toLowerCase().indexOf(`</${name}`, from);
  return end === -1 ? html.length : end;
}

const tagName = /<([a-z][^\s/>]*)/iy;
const attribute = /([^\s"'>/=][^\s"'>/=]*)(?:(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
const whitespace = /\s+/y;

/** Reads the start tag at `at` and rewrites its attributes; undefined when `<` starts no tag. */
function startTag(html: string, at: number): { name: string; text: string; end: number } | undefined {
  tagName.lastIndex = at;
  const match = tagName.exec(html);
  if (!match) return undefined;
  const name = (match[1] ?? '').toLowerCase();
  let text = match[0];
  let index = tagName.lastIndex;
  while (index < html.length) {
    const char = html[index];
    if (char === '>') return { name, text: `${text}>`, end: index + 1 };
    whitespace.lastIndex = index;
    const space = whitespace.exec(html)?.[0] ?? '';
    index += space.length;
    if (html[index] === '>' || html[index] === '/' || index >= html.length) {
      text += space;
      if (html[index] === '/') {
        text += '/';
        index += 1;
      }
      continue;
    }
    attribute.lastIndex = index;
    const found = attribute.exec(html);
    if (!found) {
      // A quote where a name belongs: copy it and carry on, as browsers do.
      text += space + html[index];
      index += 1;
      continue;
    }
    index = attribute.lastIndex;
    const [raw, rawName = '', , doubleQuoted, singleQuoted, unquoted] = found;
    const value = doubleQuoted ?? singleQuoted ?? unquoted;
    const next = normalizeAttribute(name, rawName.toLowerCase(), value);
    if (next === keep) text += space + raw;
    else if (next !== drop) {
      const quote = singleQuoted !== undefined ? "'" : '"';
      const escaped = quote === '"' ? next.replace(/"/g, '&quot;') : next;
      text += `${space}${rawName}=${quote}${escaped}${quote}`;
    }
  }
  // An unterminated tag: keep what was read, as text.
  return { name, text, end: html.length };
}

const keep = Symbol('keep');
const drop = Symbol('drop');

// Legacy presentational attributes (HTML 4) that set a colour: the text colour everywhere, and the
// text and link colours of `<body>` (Word's clipboard HTML carries `link=blue vlink=purple`).
const colourAttributes = new Set(['color']);
const bodyColourAttributes = new Set(['text', 'link', 'vlink', 'alink']);
const backgroundAttributes = new Set(['bgcolor', 'background']);

function normalizeAttribute(tag: string, name: string, value: string | undefined): string | typeof keep | typeof drop {
  if (value === undefined) return keep;
  if (name === 'style') {
    const next = normalizeDeclarations(value);
    if (next === value) return keep;
    return next.trim() === '' ? drop : next;
  }
  if (colourAttributes.has(name) || backgroundAttributes.has(name)) return drop;
  if (tag === 'body' && bodyColourAttributes.has(name)) return drop;
  // `width="600"` is pixels; `width="100%"` and `width="2*"` (a `<col>` share) follow the container.
  if (name === 'width' && /^\s*[+-]?(?:\d*\.)?\d+\s*(?:px)?\s*$/i.test(value)) return drop;
  return keep;
}

// `{ ... }` without nested braces: the declaration block of one rule, also inside `@media`.
const ruleBlock = /\{([^{}]*)\}/g;

function normalizeStyleSheet(css: string): string {
  return css.replace(ruleBlock, (block, body: string) => {
    const next = normalizeDeclarations(body);
    return next === body ? block : `{${next}}`;
  });
}

type DeclarationRule = (value: string) => string | null;

// Width properties whose fixed length becomes `auto` (min widths included: a 800px minimum overflows a
// phone as surely as a 800px width). Logical properties are the same thing written left-to-right.
const fixedWidthToAuto: DeclarationRule = (value) => (isFixedLength(value) ? 'auto' : value);

/** What each property becomes; `null` removes the declaration. */
const declarationRules: Readonly<Record<string, DeclarationRule>> = {
  color: () => null,
  background: () => 'transparent',
  'background-color': () => 'transparent',
  'background-image': () => 'none',
  width: fixedWidthToAuto,
  'min-width': fixedWidthToAuto,
  'inline-size': fixedWidthToAuto,
  'min-inline-size': fixedWidthToAuto,
};

/**
 * A width is fixed when it holds an absolute, font-relative or viewport length, or a bare number
 * (pixels in legacy markup): `600px`, `12cm`, `40em`, `calc(100% - 20px)`. Percentages and keywords
 * (`auto`, `fit-content`, ...) follow the container or the content and stay.
 */
function isFixedLength(value: string): boolean {
  return /(?:^|[\s(,*/+-])[+-]?(?:\d*\.)?\d+(?:e[+-]?\d+)?(?:px|pt|pc|cm|mm|in|q|em|rem|ex|ch|lh|vw|vh|vmin|vmax)?(?![\w%.])/i.test(
    value,
  );
}

const declaration = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*([-\w]+)\s*:([\s\S]*)$/;
const important = /^([\s\S]*?)\s*!\s*important\s*$/i;

/**
 * Applies the rules to a CSS declaration list (an inline `style` or a rule's block). Unchanged input is
 * returned as it is; a changed list is written back as `property: value` pairs joined by `; `.
 */
function normalizeDeclarations(text: string): string {
  const parts = splitDeclarations(text);
  let changed = false;
  const kept: string[] = [];
  for (const part of parts) {
    const match = declaration.exec(part);
    const property = match?.[1]?.toLowerCase() ?? '';
    const rule = declarationRules[property];
    if (!match || !rule) {
      if (part.trim() !== '') kept.push(part.trim());
      continue;
    }
    const rawValue = match[2] ?? '';
    const flagged = important.exec(rawValue);
    const value = (flagged ? flagged[1] : rawValue)?.trim() ?? '';
    const next = rule(value);
    if (next === null) {
      changed = true;
      continue;
    }
    if (next.toLowerCase() !== value.toLowerCase()) {
      changed = true;
      kept.push(`${property}: ${next}${flagged ? ' !important' : ''}`);
    } else kept.push(part.trim());
  }
  return changed ? kept.join('; ') : text;
}

/**
 * Splits a declaration list on `;`, except inside quotes, parentheses (`url(a;b)`), comments, and
 * character references: Word writes `font-family:&quot;Calibri&quot;` inside double-quoted styles.
 */
function splitDeclarations(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '&') {
      const reference = /^&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.exec(text.slice(i, i + 12));
      if (reference) {
        current += reference[0];
        i += reference[0].length - 1;
        continue;
      }
    }
    if (!quote && char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      current += text.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if (quote) {
      if (char === '\\') {
        current += char + (text[i + 1] ?? '');
        i += 1;
        continue;
      }
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}
