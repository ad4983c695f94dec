import { endpoints, limits } from '@simmer/contracts';
import { call } from '../../../lib/api';
import { sessionStore } from '../../../lib/session';
import { local } from '../../../lib/storage';
import { getPushKey } from '../api/notifications-api';

const urlBase64ToUint8Array = (base64: string) => {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

let started = false;
/** The member this page already registered a subscription for (once per page load). */
let registeredFor: number | null = null;
// Logout deactivates the device on the server, so the next login registers it again.
sessionStore.subscribe(() => {
  if (!sessionStore.get()) registeredFor = null;
});

/**
 * Web Push for members (spec: only role user registers for notifications). Registers the
 * service worker, asks for permission once, subscribes with the server's VAPID key and
 * stores the subscription as the device's registration id, which logout deactivates.
 */
export async function enableWebPush(): Promise<boolean> {
  const user = sessionStore.get()?.user;
  if (started || !user || user.role !== 'user' || registeredFor === user.id) return false;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return false;
  started = true;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js');
    if (Notification.permission === 'default') await Notification.requestPermission();
    if (Notification.permission !== 'granted') return false;
    const { public_key } = await getPushKey();
    if (!public_key) return false;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(public_key),
      }));
    const registrationId = JSON.stringify(subscription.toJSON());
    local.set('registrationId', registrationId);
    await call(endpoints.auth.registerDevice, {
      body: {
        registration_id: registrationId,
        type: 'web',
        device_id: registrationId.slice(0, limits.deviceIdMax),
        active: true,
      },
    });
    registeredFor = user.id;
    return true;
  } catch {
    // Push is optional: a browser that refuses it still gets the live bell.
    return false;
  } finally {
    started = false;
  }
}
