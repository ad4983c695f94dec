import { msg } from '@simmer/contracts';
import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api';

export type FieldErrors = Record<string, string>;

/** Whether a field holds something: not null, undefined or blank text. */
export const isFilled = (value: unknown) =>
  !(value === null || value === undefined || (typeof value === 'string' && !value.trim()));

/** Whether `value` passes a contract schema (the same rule the server applies). */
export const passes = (schema: ZodType, value: unknown) => schema.safeParse(value).success;

/** "Field required!" under each empty field the form needs (spec 002 §5). */
export function requiredErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isFilled(value)) errors[key] = msg.fieldRequired;
  }
  return errors;
}

/** The server's per-field messages of a failed save. */
export const serverErrors = (e: unknown): FieldErrors => (e instanceof ApiError ? e.errors : {});

/**
 * The messages under a form's fields. A field's message goes as soon as the field becomes
 * valid (`clearIfValid` on every change), so a field filled in after a failed save does not
 * stay red until the next save; an invalid value keeps its message until then.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearIfValid = useCallback((keys: string | string[], valid: boolean) => {
    if (!valid) return;
    const names = Array.isArray(keys) ? keys : [keys];
    setErrors((current) => {
      if (!names.some((k) => k in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([k]) => !names.includes(k)));
    });
  }, []);
  return { errors, setErrors, clearIfValid };
}
