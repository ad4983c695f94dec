import type { Profile } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { premiumPlansPath } from './profile-api';

const profile = (membership_type: Profile['membership_type']): Profile => ({
  id: 1,
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.co',
  profile_image: null,
  provider: 'email',
  role: 'user',
  unit_system: null,
  membership_type,
  purchased_items: [],
  purchased_in_last_30_days: 0,
  can_change_password: true,
});
const plan = (type: 'monthly' | 'annual', expired = false) => ({
  membership: { membership_type: type, price: 999 },
  end_date: '2030-01-01T00:00:00.000Z',
  recurring: true,
  membership_expired: expired,
});

describe('the Premium Plans link', () => {
  it('opens the plans without a membership, and the plan details with a running one', () => {
    expect(premiumPlansPath(undefined)).toBe('/premium-plans');
    expect(premiumPlansPath(profile(null))).toBe('/premium-plans');
    expect(premiumPlansPath(profile(plan('monthly')))).toBe('/user-plan-details');
    expect(premiumPlansPath(profile(plan('annual')))).toBe('/user-plan-details');
    expect(premiumPlansPath(profile(plan('annual', true)))).toBe('/premium-plans');
  });
});
