type QueryValue = string | number | boolean | null | undefined | Date | QueryValue[] | { [key: string]: QueryValue };

// Keys keep `$`, `[` and `]` readable; everything else, and every value, is percent-encoded.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%24/g, '$');

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === undefined) return;
  if (value === null) {
    parts.push(`${key}=`);
  } else if (value instanceof Date) {
    parts.push(`${key}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    // `field[$in][]=a&field[$in][]=b`; arrays of objects (`$or`) keep their index.
    value.forEach((item, i) =>
      append(
        parts,
        typeof item === 'object' && item !== null && !(item instanceof Date) ? `${key}[${i}]` : `${key}[]`,
        item,
      ),
    );
  } else if (typeof value === 'object') {
    for (const [inner, v] of Object.entries(value)) append(parts, `${key}[${encodeKey(inner)}]`, v);
  } else {
    parts.push(`${key}=${encodeURIComponent(String(value))}`);
  }
}

/**
 * Serialises the API's query language (ARCHITECTURE.md): `$skip`, `$limit`, `$sort[field]=1|-1`,
 * `field=value`, `field[$in][]=`, `$nin`, `$ne`, `$lt`, `$lte`, `$gt`, `$gte` and `$or[0][field]=`.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) append(parts, encodeKey(key), value as QueryValue);
  return parts.join('&');
}
