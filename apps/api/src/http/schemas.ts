import { errorCodes } from '@arms/domain';
import { Type } from 'typebox';

/** The error body of every failing call (ARCHITECTURE.md "Errors"). */
export const ErrorBody = Type.Object(
  {
    // One `enum` keyword (not a union of literals): far cheaper to compile on every route's error responses.
    error: Type.Enum(errorCodes, { description: 'A code of the error catalogue' }),
    message: Type.String(),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.String(),
          code: Type.String(),
          params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
        }),
      ),
    ),
  },
  { $id: 'ErrorBody' },
);

/** The 429 answer of a limited route, with its Retry-After header documented (issue 19). */
export const TooManyRequests = {
  ...Type.Ref('ErrorBody'),
  description: 'Too many attempts: wait the seconds of Retry-After',
  headers: {
    'Retry-After': Type.Integer({ minimum: 1, maximum: 86_400, description: 'Seconds to wait before trying again' }),
  },
};

/** Error responses a route may answer, by status (429 with its Retry-After header). */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, s === 429 ? TooManyRequests : Type.Ref('ErrorBody')]));
}

/** A short-lived signed download link (docs/decisions/0044). */
export const SignedUrl = Type.Object({ url: Type.String(), expiresAt: Type.String({ format: 'date-time' }) });
