import { z } from 'zod';
import { emailPattern, passwordPattern, requiredText } from './common';
import { limits, roles } from './constants';
import { msg } from './messages';

const password = requiredText().regex(passwordPattern, msg.passwordRule);

export const LoginSchema = z.object({
  email: requiredText().regex(emailPattern, msg.emailNotValid),
  password: requiredText(),
});
export type Login = z.infer<typeof LoginSchema>;

export const SignUpSchema = z
  .object({
    email: requiredText().max(254, msg.enterValidEmail).regex(emailPattern, msg.enterValidEmail),
    first_name: requiredText().max(150),
    last_name: requiredText().max(150),
    password1: password,
    password2: requiredText(),
  })
  .refine((v) => v.password1 === v.password2, {
    path: ['password2'],
    error: msg.confirmPasswordMismatch,
  });
export type SignUp = z.infer<typeof SignUpSchema>;

export const GoogleLoginSchema = z
  .object({
    access_token: z.string().min(1).optional(),
    id_token: z.string().min(1).optional(),
  })
  .refine((v) => v.access_token || v.id_token, {
    path: ['access_token'],
    error: msg.allFieldsRequired,
  });
export type GoogleLogin = z.infer<typeof GoogleLoginSchema>;

export const RefreshSchema = z.object({ refresh: requiredText() });
export type Refresh = z.infer<typeof RefreshSchema>;

export const PasswordResetSchema = z.object({
  email: requiredText().regex(emailPattern, msg.emailNotValid),
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

export const PasswordResetConfirmSchema = z
  .object({
    new_password1: password,
    new_password2: requiredText(msg.confirmPasswordMismatch),
    uid: z.string().optional(),
    token: z.string().optional(),
  })
  .refine((v) => v.new_password1 === v.new_password2, {
    path: ['new_password2'],
    error: msg.confirmPasswordMismatch,
  });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const DetailSchema = z.object({ detail: z.string(), msg: z.string() });

export const SessionUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(roles),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  provider: z.string(),
  membership_expired: z.boolean(),
  /** The member opened the link of the verification e-mail (or signed in with Google). */
  email_verified: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({
  msg: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  user: SessionUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/**
 * The answer to every sign-up, whether or not the address has an account (no enumeration):
 * the address gets an e-mail, with a link that creates the account, or, when it has one
 * already, with links to log in and to reset the password (decision 930).
 */
export const SignUpAnswerSchema = z.object({
  msg: z.string(),
  email: z.string(),
  check_email: z.literal(true),
});
export type SignUpAnswer = z.infer<typeof SignUpAnswerSchema>;

export const TokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });

export const DeviceRegistrationSchema = z.object({
  registration_id: requiredText().max(limits.registrationIdMax, { error: msg.registrationIdTooLong }),
  type: z.enum(['web', 'android', 'ios']).default('web'),
  device_id: z.string().max(limits.deviceIdMax).optional(),
  active: z.boolean().default(true),
});
export type DeviceRegistration = z.infer<typeof DeviceRegistrationSchema>;

/** POST verify e-mail: the token of the link in the verification e-mail. */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: msg.emailVerifyLinkInvalid })
    .trim()
    .min(1, msg.emailVerifyLinkInvalid)
    .max(1000, msg.emailVerifyLinkInvalid),
});
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;
/** A verification link answers with a session when it is a sign-up's (it made the account). */
export const VerifyEmailAnswerSchema = z.union([SessionSchema, z.object({ msg: z.string() })]);
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswerSchema>;

export const UserDetailSchema = SessionUserSchema.extend({
  created: z.string(),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
