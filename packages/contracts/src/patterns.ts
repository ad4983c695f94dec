/**
 * Patterns forms and schemas share. Kept apart from the zod schemas, so a page that only
 * checks an address does not load zod.
 */

/**
 * Email as the spec defines it: something@domain ending in a 1 to 3 letter suffix.
 * Kept as a regular expression so the page and the server agree exactly.
 */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,3}$/;

/** 8 to 20 characters with at least one digit, one lowercase and one uppercase letter. */
export const passwordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,20}$/;

/** URL check used by several forms (links, YouTube links). */
export const urlPattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
