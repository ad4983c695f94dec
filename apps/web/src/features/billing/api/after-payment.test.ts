import { storageKeys } from '@simmer/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterPaymentPath } from './after-payment';

const set = (key: keyof typeof storageKeys, value: string) => localStorage.setItem(storageKeys[key], value);

describe('afterPaymentPath (spec 002 §2.1)', () => {
  beforeEach(() => localStorage.clear());

  it('resumes the premium video after a premium login', () => {
    set('premiumLogin', 'true');
    set('videoId', '12');
    expect(afterPaymentPath('monthly')).toBe('/video/12');
    expect(localStorage.getItem(storageKeys.videoId)).toBeNull();
  });

  it('resumes the premium episode by its own id', () => {
    set('premiumLogin', 'true');
    set('episodeId', '7');
    expect(afterPaymentPath('annual')).toBe('/watch-show/7');
  });

  it('an upgrade goes to the stored product detail, else to the plan details', () => {
    set('productDetail', JSON.stringify({ id: 3, content_type: 'episode' }));
    expect(afterPaymentPath('upgrade')).toBe('/watch-show/3');
    expect(afterPaymentPath('upgrade')).toBe('/user-plan-details');
  });

  it('a single item goes to that item', () => {
    set('productDetail', JSON.stringify({ id: 5, content_type: 'video' }));
    expect(afterPaymentPath('per_product')).toBe('/video/5');
  });

  it('otherwise the plan details', () => {
    set('videoId', '9'); // no premium-login flag
    expect(afterPaymentPath('monthly')).toBe('/user-plan-details');
  });
});
