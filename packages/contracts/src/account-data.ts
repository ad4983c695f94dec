import { z } from 'zod';
import { fillMessage } from './fill-message';
import { msg } from './messages';

/** The word a member (or an admin) types to confirm an account deletion. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

const confirmation = z
  .string()
  .trim()
  .refine((v) => v === DELETE_ACCOUNT_WORD, {
    error: fillMessage(msg.deleteAccountTypeMismatch, { word: DELETE_ACCOUNT_WORD }),
  });

/**
 * A member deletes their own account: their password (accounts that have one) and the typed
 * word. Accounts without a password (Google) send no password and need a recent sign-in.
 */
export const DeleteAccountSchema = z.object({
  password: z.string().max(200).optional(),
  confirmation,
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** Staff delete a member's account: the typed word. */
export const AdminDeleteAccountSchema = z.object({ confirmation });
export type AdminDeleteAccount = z.infer<typeof AdminDeleteAccountSchema>;

export const MemberIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
