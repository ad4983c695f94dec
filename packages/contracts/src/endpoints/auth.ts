import { z } from 'zod';
import {
  DetailSchema,
  DeviceRegistrationSchema,
  GoogleLoginSchema,
  LoginSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  RefreshSchema,
  SignUpAnswerSchema,
  SignUpSchema,
  TokenPairSchema,
  UserDetailSchema,
  VerifyEmailAnswerSchema,
  VerifyEmailSchema,
} from '../auth';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import { LoginAnswerSchema } from '../owner';

/**
 * Accounts: sign-up, log-in (e-mail or Google), tokens, password reset, e-mail verification,
 * and the notification device of a signed-in member.
 */
export const authEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/users/rest-auth/registration/',
    access: 'public',
    body: SignUpSchema,
    status: 201,
    response: SignUpAnswerSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: '/users/rest-auth/login/',
    access: 'public',
    body: LoginSchema,
    // A staff account with two-step sign-in on gets a challenge for its code instead.
    response: LoginAnswerSchema,
  }),
  googleLogin: endpoint({
    method: 'POST',
    path: '/users/rest-auth/google/',
    access: 'public',
    body: GoogleLoginSchema,
    response: LoginAnswerSchema,
  }),
  /** Facebook sign-in is turned off: it always answers 400 with the reason. */
  facebookLogin: endpoint({
    method: 'POST',
    path: '/users/rest-auth/facebook/',
    access: 'public',
    response: ActionSchema,
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/users/rest-auth/token/refresh/',
    access: 'public',
    body: RefreshSchema,
    response: TokenPairSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/users/rest-auth/logout/',
    access: 'public',
    body: RefreshSchema.extend({ registration_id: z.string().optional() }),
    response: ActionSchema,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/users/rest-auth/password/reset/',
    access: 'public',
    body: PasswordResetSchema,
    response: DetailSchema,
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/users/password-reset-confirm/:uid/:token/',
    access: 'public',
    params: z.object({ uid: z.string().min(1), token: z.string().min(1) }),
    body: PasswordResetConfirmSchema,
    response: DetailSchema,
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/users/verify-email/',
    access: 'public',
    body: VerifyEmailSchema,
    response: VerifyEmailAnswerSchema,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/users/verify-email/resend/',
    access: 'user',
    response: ActionSchema,
  }),
  userDetail: endpoint({
    method: 'GET',
    path: '/users/user-detail/',
    access: 'user',
    response: UserDetailSchema,
  }),
  /** Served under the `notifications` tag: a member's device for push notifications. */
  registerDevice: endpoint({
    method: 'POST',
    path: '/notifier/onesignal-register/',
    access: 'user',
    body: DeviceRegistrationSchema,
    response: ActionSchema.extend({
      data: z.object({
        registration_id: z.string(),
        type: z.string(),
        device_id: z.string(),
        active: z.boolean(),
      }),
    }),
  }),
} as const;
