import qs from 'qs';

const simpleQuery = /^[A-Za-z0-9_$-]+=[A-Za-z0-9_.-]*(?:&[A-Za-z0-9_$-]+=[A-Za-z0-9_.-]*){0,19}$/;

/**
 * The query string as `qs` reads it (nested keys, lists). A plain one (`$limit=25&$skip=0`: up to 20
 * names and values without brackets, dots in names, escapes or repeated names) is split directly, to
 * the object `qs` would give (ADR 0200; compared with `qs` in query.test.ts).
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (simpleQuery.test(text)) {
    const query: Record<string, string> = {};
    let plain = true;
    for (const pair of text.split('&')) {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      // A repeated name is a list, and a name of Object.prototype is dropped by qs: left to it.
      if (Object.hasOwn(query, name) || name in Object.prototype) {
        plain = false;
        break;
      }
      query[name] = pair.slice(at + 1);
    }
    if (plain) return query;
  }
  return qs.parse(text, { depth: 4, arrayLimit: 500, parameterLimit: 1000 });
}
