import { msg } from '@simmer/contracts';
import { ApiError } from '../../../lib/api';

export type FieldErrors = Record<string, string>;

/** "Field required!" under each empty field the form needs (spec 002 §5). */
export function requiredErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) {
      errors[key] = msg.fieldRequired;
    }
  }
  return errors;
}

/** The server's per-field messages of a failed save. */
export const serverErrors = (e: unknown): FieldErrors => (e instanceof ApiError ? e.errors : {});
