import type { BodyIn } from '@simmer/contracts';
import { endpoints, limits } from '@simmer/contracts';
import { call } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { local, premiumResume } from '../../../lib/storage';

const e = endpoints.auth;

export const loginRequest = (body: BodyIn<typeof e.login>) => call(e.login, { body, anonymous: true });
/** The second step of a sign-in with two-step on: the challenge and a code. */
export const twoStepLoginRequest = (body: BodyIn<typeof endpoints.twoStep.login>) =>
  call(endpoints.twoStep.login, { body, anonymous: true });
export const signUpRequest = (body: BodyIn<typeof e.register>) => call(e.register, { body, anonymous: true });
export const googleRequest = (credential: string) =>
  call(e.googleLogin, { body: { access_token: credential }, anonymous: true });
export const forgotPasswordRequest = (body: BodyIn<typeof e.requestPasswordReset>) =>
  call(e.requestPasswordReset, { body, anonymous: true });
export const resetConfirmRequest = (
  uid: string,
  token: string,
  body: BodyIn<typeof e.confirmPasswordReset>,
) =>
  call(e.confirmPasswordReset, {
    params: { uid, token },
    body: { ...body, uid, token },
    anonymous: true,
  });

/** Registers this browser for notifications when it has a registration id (role user only). */
export async function registerDevice(active: boolean) {
  const registrationId = local.get('registrationId');
  const user = sessionStore.get()?.user;
  if (!registrationId || user?.role !== 'user') return false;
  await call(e.registerDevice, {
    body: {
      registration_id: registrationId,
      type: 'web',
      device_id: registrationId.slice(0, limits.deviceIdMax),
      active,
    },
  }).catch(() => undefined);
  return true;
}

/**
 * Spec 000 §4 logout: deregister the device (role user), send the refresh token, clear the
 * session and the saved video, recipe and episode ids.
 */
export async function logout() {
  const session = sessionStore.get();
  if (session) {
    await registerDevice(false);
    await call(e.logout, {
      body: {
        refresh: session.refresh_token,
        registration_id: local.get('registrationId') ?? undefined,
      },
    }).catch(() => undefined);
  }
  sessionStore.clear();
  premiumResume.clear();
  local.remove('plan', 'productDetail');
}
