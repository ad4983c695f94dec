import type { Login, PasswordReset, PasswordResetConfirm, Session, SignUp } from '@simmer/contracts';
import { limits } from '@simmer/contracts';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { local, premiumResume } from '../../../lib/storage';

export const loginRequest = (body: Login) =>
  api.post<Session>('/users/rest-auth/login/', body, { anonymous: true });
export const signUpRequest = (body: SignUp) =>
  api.post<Session>('/users/rest-auth/registration/', body, { anonymous: true });
export const googleRequest = (credential: string) =>
  api.post<Session>('/users/rest-auth/google/', { access_token: credential }, { anonymous: true });
export const forgotPasswordRequest = (body: PasswordReset) =>
  api.post<{ detail: string; msg: string }>('/users/rest-auth/password/reset/', body, { anonymous: true });
export const resetConfirmRequest = (uid: string, token: string, body: PasswordResetConfirm) =>
  api.post<{ detail: string; msg: string }>(
    `/users/password-reset-confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`,
    { ...body, uid, token },
    { anonymous: true },
  );

/** Registers this browser for notifications when it has a registration id (role user only). */
export async function registerDevice(active: boolean) {
  const registrationId = local.get('registrationId');
  const user = sessionStore.get()?.user;
  if (!registrationId || user?.role !== 'user') return false;
  await api
    .post('/notifier/onesignal-register/', {
      registration_id: registrationId,
      type: 'web',
      device_id: registrationId.slice(0, limits.deviceIdMax),
      active,
    })
    .catch(() => undefined);
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
    await api
      .post('/users/rest-auth/logout/', {
        refresh: session.refresh_token,
        registration_id: local.get('registrationId') ?? undefined,
      })
      .catch(() => undefined);
  }
  sessionStore.clear();
  premiumResume.clear();
  local.remove('plan', 'productDetail');
}
