import { msg } from '@simmer/contracts';
import { AppError } from './errors';

/** SQLSTATE classes a request's input can cause, as the 4xx a person can act on. */
const inputErrors: Record<string, () => AppError> = {
  '22021': () => AppError.invalid(msg.textHasNul), // character_not_in_repertoire (NUL)
  '22P05': () => AppError.invalid(msg.textHasNul), // untranslatable_character
  '22003': () => AppError.invalid(msg.numberOutOfRange), // numeric_value_out_of_range
  '22001': () => AppError.invalid(msg.textTooLong), // string_data_right_truncation
  '54000': () => AppError.tooLarge(msg.textTooLong), // program_limit_exceeded (index row size)
  '22P02': () => AppError.invalid(msg.invalidInput), // invalid_text_representation
  '22007': () => AppError.invalid(msg.invalidInput), // invalid_datetime_format
  '22008': () => AppError.invalid(msg.invalidInput), // datetime_field_overflow
};

/** SQLSTATEs and socket errors of a database that is restarting or unreachable. */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unavailableMessages = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'the database system is',
];

/**
 * A database error (drizzle wraps the driver's in `cause`) as an AppError: a 400 for input
 * PostgreSQL refused, a 503 while the database is unreachable, or null for anything else
 * (decisions 440, 447).
 */
export function databaseError(err: unknown): AppError | null {
  let cur: unknown = err;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const e = cur as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (code in inputErrors) return inputErrors[code]!();
    if (unavailableCodes.has(code)) return new AppError(503, msg.databaseUnavailable);
    if (typeof e.message === 'string' && unavailableMessages.some((m) => (e.message as string).includes(m))) {
      return new AppError(503, msg.databaseUnavailable);
    }
    cur = e.cause;
  }
  return null;
}

/** Whether an error means the database is unreachable (for job workers and health checks). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return databaseError(err)?.status === 503;
}
