import { z } from 'zod';
import { msg } from './messages';

/** Error body of every failed call: `{status, msg, errors?}`. */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Body of an action: `{msg, data?}`. */
export const ActionSchema = z.object({ msg: z.string() });
export type Action = z.infer<typeof ActionSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

/** A paged list: `{count, next, previous, results}`. */
export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A string that must be present: an empty value answers "All fields are required!". */
export const requiredText = (message: string = msg.allFieldsRequired) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export { emailPattern, passwordPattern, urlPattern } from './patterns';

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
