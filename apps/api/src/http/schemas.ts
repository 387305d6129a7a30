import { errorCodes } from '@arms/domain';
import { Type } from 'typebox';

/** The error body of every failing call (ARCHITECTURE.md "Errors"). */
export const ErrorBody = Type.Object(
  {
    error: Type.Union(
      errorCodes.map((code) => Type.Literal(code)),
      { description: 'A code of the error catalogue' },
    ),
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

/** Error responses a route may answer, by status. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, Type.Ref('ErrorBody')]));
}
