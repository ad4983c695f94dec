import { msg } from '@simmer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraErrorMessage, recorderType } from './browser-broadcast';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('camera errors', () => {
  it('says what to do for each getUserMedia failure', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'))).toBe(msg.liveCameraDenied);
    expect(cameraErrorMessage(domError('SecurityError'))).toBe(msg.liveCameraDenied);
    expect(cameraErrorMessage(domError('NotFoundError'))).toBe(msg.liveCameraNotFound);
    expect(cameraErrorMessage(domError('OverconstrainedError'))).toBe(msg.liveCameraNotFound);
    expect(cameraErrorMessage(domError('NotReadableError'))).toBe(msg.liveCameraBusy);
    expect(cameraErrorMessage(new TypeError('no mediaDevices'))).toBe(msg.liveCameraUnsupported);
  });
});

describe('recorder format', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is none without MediaRecorder, else the first WebM type the browser records', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    expect(recorderType()).toBeNull();
    vi.stubGlobal('MediaRecorder', {
      isTypeSupported: (t: string) => t.includes('vp9') || t === 'video/webm',
    });
    expect(recorderType()).toBe('video/webm;codecs=vp9,opus');
    vi.stubGlobal('MediaRecorder', { isTypeSupported: () => false });
    expect(recorderType()).toBeNull();
  });
});
