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

/**
 * Email as the spec defines it: something@domain ending in a 1 to 3 letter suffix.
 * Kept as a regular expression so the page and the server agree exactly.
 */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,3}$/;

/** 8 to 20 characters with at least one digit, one lowercase and one uppercase letter. */
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,20}$/;

/** URL check used by several forms (links, YouTube links). */
export const urlPattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
