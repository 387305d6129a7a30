import { createHash, createHmac } from 'node:crypto';

/** Credentials and scope of AWS Signature Version 4. */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign (lower- or mixed-case names); `host` is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the payload, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  date: Date;
}

export const emptyPayloadHash = createHash('sha256').update('').digest('hex');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 encoding as SigV4 wants it (S3 keeps `/` in paths). */
function encode(text: string, keepSlash: boolean): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(keepSlash ? /%2F/g : /$^/, '/');
}

function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Signs a request with AWS Signature Version 4 (node:crypto only): answers the headers to send,
 * `authorization`, `x-amz-date` and `x-amz-content-sha256` included. Tested against AWS's published
 * S3 example (docs/decisions/0047).
 */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim();
  headers.host = request.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const query = [...request.url.searchParams.entries()]
    .map(([k, v]) => [encode(k, false), encode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    encode(decodeURIComponent(request.url.pathname), true),
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, hex(canonical)].join('\n');
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
