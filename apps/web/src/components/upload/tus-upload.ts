import { endpoints, uploadChunkBytes } from '@simmer/contracts';
import { Upload } from 'tus-js-client';
import { call } from '../../lib/api';
import { sessionStore } from '../../lib/session';

/** Seconds left on the stored access token (0 when there is none or it cannot be read). */
function tokenSecondsLeft(): number {
  const token = sessionStore.get()?.access_token;
  if (!token) return 0;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as {
      exp?: number;
    };
    return (payload.exp ?? 0) - Date.now() / 1000;
  } catch {
    return 0;
  }
}

export interface TusCallbacks {
  onProgress: (sent: number, total: number) => void;
  onSuccess: (assetId: string) => void;
  onError: (error: Error) => void;
}

/**
 * A resumable upload to the server's tus endpoint. The upload address is remembered per file
 * (name, size, type, date) in local storage, so choosing the same file after a reload resumes
 * where it stopped; a dropped connection is retried with growing pauses.
 */
export async function startTusUpload(endpoint: string, file: File, cb: TusCallbacks): Promise<Upload> {
  const upload = new Upload(file, {
    endpoint,
    chunkSize: uploadChunkBytes,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    metadata: { filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(req) {
      // Long uploads outlive an access token: any API call refreshes it first.
      if (tokenSecondsLeft() < 60) await call(endpoints.auth.userDetail).catch(() => undefined);
      const token = sessionStore.get()?.access_token;
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: cb.onProgress,
    onSuccess: () => {
      const assetId = (upload.url ?? '').split('/').filter(Boolean).at(-1) ?? '';
      cb.onSuccess(assetId);
    },
    onError: cb.onError,
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return upload;
}

/** A video host's direct upload (Mux): one PUT of the whole file, with progress; not resumable. */
export function putUpload(url: string, id: string, file: File, cb: TusCallbacks) {
  const xhr = new XMLHttpRequest();
  xhr.open('PUT', url);
  xhr.upload.onprogress = (e) => cb.onProgress(e.loaded, e.total);
  xhr.onload = () =>
    xhr.status < 300 ? cb.onSuccess(id) : cb.onError(new Error(`upload answered ${xhr.status}`));
  xhr.onerror = () => cb.onError(new Error('upload failed'));
  xhr.send(file);
  return xhr;
}
