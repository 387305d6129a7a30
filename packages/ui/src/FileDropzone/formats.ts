/** MIME types and the extensions they cover, e.g. `{ 'application/pdf': ['.pdf'] }`. */
export type FileDropzoneAccept = Readonly<Record<string, readonly string[]>>;

/**
 * The formats an accept list names, for people: each type's extensions (`.pdf` is PDF), or its subtype
 * when it lists none (`image/png` is PNG); a wildcard type (`image/*`) is shown as it is.
 */
export function formatsOf(accept: FileDropzoneAccept | undefined): string {
  if (!accept) return '';
  const names = Object.entries(accept).flatMap(([type, extensions]) => {
    if (extensions.length > 0) return extensions.map((extension) => extension.replace(/^\./, '').toUpperCase());
    const subtype = type.split('/')[1];
    return [subtype && subtype !== '*' ? subtype.toUpperCase() : type];
  });
  return [...new Set(names)].join(', ');
}

/** The accept list of an image upload: the limits' MIME types, or any image. */
export function acceptOfImageTypes(types: readonly string[] | undefined): FileDropzoneAccept {
  return types ? Object.fromEntries(types.map((type) => [type, []])) : { 'image/*': [] };
}
