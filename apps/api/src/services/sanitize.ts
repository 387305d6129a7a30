import sanitizeHtml from 'sanitize-html';

const keepStyles = {
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(bold|normal|[1-9]00)$/],
  'font-style': [/^(italic|normal)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
};

/**
 * Sanitises rich text before it is stored (docs/decisions/0045): no script or style elements, no event
 * handler attributes, only http(s) and mailto links; inline styles keep alignment and emphasis only, so
 * fixed widths, colours and backgrounds fall away as section 5's normalisation asks. The box character
 * is U+FFFC, as docs/decisions/0030 decides (U+FFFD and U+25A1 stay).
 */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
      'img',
      'h1',
      'h2',
      'span',
      'u',
      's',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['style', 'class'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedStyles: { '*': keepStyles },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
      img: (tagName, attribs) => {
        const { width: _width, height: _height, ...rest } = attribs;
        return { tagName, attribs: rest };
      },
    },
  });
  return clean.replace(/\uFFFC/g, '');
}
