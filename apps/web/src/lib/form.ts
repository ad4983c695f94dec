import { isEmpty, msg } from '@simmer/contracts';
import type { z } from 'zod';

/**
 * Turns a zod error into what a form shows: one message per field, and the form-level
 * message the spec uses ("All fields are required!" when something was left empty).
 */
export function fieldErrors(error: z.ZodError, values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  const anyEmpty = Object.keys(errors).some((k) => isEmpty(values[k]));
  const first = Object.values(errors)[0] ?? msg.invalidInput;
  return { errors, msg: anyEmpty ? msg.allFieldsRequired : first };
}

/**
 * What a field shows for its error: the form's alert already says "All fields are required!"
 * once, so an empty field is only marked (red outline, aria-invalid) instead of repeating it.
 */
export function shownError(message: string | undefined): string | boolean | undefined {
  if (!message) return undefined;
  return message === msg.allFieldsRequired ? true : message;
}

/** The errors without the one of a field just edited: an error does not outlive its fix. */
export function withoutError(errors: Record<string, string>, name: string): Record<string, string> {
  if (!(name in errors)) return errors;
  const { [name]: _, ...rest } = errors;
  return rest;
}
