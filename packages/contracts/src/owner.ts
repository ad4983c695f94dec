import { z } from 'zod';
import { SessionSchema } from './auth';
import { emailPattern, passwordPattern, requiredText } from './common';
import { msg } from './messages';

// --- First start -------------------------------------------------------------------------------

/** Whether the installation still needs its owner (no staff account exists yet). */
export const SetupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof SetupStatusSchema>;

/** The setup page: the brand's name and the owner's account. */
export const SetupSchema = z
  .object({
    brand_name: requiredText(msg.brandNameRequired).max(80),
    first_name: requiredText().max(150),
    last_name: requiredText().max(150),
    email: requiredText().max(254, msg.enterValidEmail).regex(emailPattern, msg.enterValidEmail),
    password1: requiredText().regex(passwordPattern, msg.passwordRule),
    password2: requiredText(),
  })
  .refine((v) => v.password1 === v.password2, {
    path: ['password2'],
    error: msg.confirmPasswordMismatch,
  });
export type Setup = z.infer<typeof SetupSchema>;

// --- Two-step sign-in --------------------------------------------------------------------------

/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const TwoStepCodeSchema = z.object({
  code: z.string().trim().min(6, msg.twoStepCodeWrong).max(20, msg.twoStepCodeWrong),
});

/** What a log-in answers instead of a session when the account has two-step sign-in on. */
export const TwoStepChallengeSchema = z.object({
  msg: z.string(),
  two_step_token: z.string(),
});
export type TwoStepChallenge = z.infer<typeof TwoStepChallengeSchema>;

/** A log-in answers a session, or asks for the second step. */
export const LoginAnswerSchema = z.union([SessionSchema, TwoStepChallengeSchema]);

export const TwoStepLoginSchema = TwoStepCodeSchema.extend({ two_step_token: requiredText() });

export const TwoStepStatusSchema = z.object({
  /** The account's two-step sign-in is on. */
  enabled: z.boolean(),
  /** The owner requires it of every staff member. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** A new authenticator key, waiting for its first code; shown once. */
export const TwoStepEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
});

export const TwoStepEnabledSchema = z.object({
  msg: z.string(),
  /** Ten one-time codes, shown this once. */
  recovery_codes: z.array(z.string()),
  /** A fresh access token for this session, now counted as enrolled. */
  access_token: z.string(),
});

export const TwoStepPolicySchema = z.object({ required: z.boolean() });
