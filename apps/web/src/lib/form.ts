import { schemaResolver, type UseFormInput, useForm } from '@mantine/form';
import { isEmpty, msg } from '@simmer/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod';
import { ApiError } from './api';

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

/**
 * A form checked by a contract schema before it is sent (`@mantine/form` with the schema as its
 * resolver): a field's error clears as it is edited, and `serverErrors` puts a 4xx answer's
 * per-field errors back on the fields.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  schema: StandardSchemaV1,
  initialValues: Values,
  options: Omit<UseFormInput<Values>, 'initialValues' | 'validate'> = {},
) {
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    clearInputErrorOnChange: true,
    validateInputOnBlur: false,
    ...options,
  });
}

/** Puts the field errors of a 4xx answer on the form; answers whether there were any. */
export function serverErrors(form: { setErrors: (errors: Record<string, string>) => void }, error: unknown) {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    Object.keys(error.errors).length
  ) {
    form.setErrors(error.errors);
    return true;
  }
  return false;
}
