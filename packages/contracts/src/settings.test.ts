import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { money } from './money';
import { UpdateSettingsSchema } from './settings';

const errorOf = (body: object) => UpdateSettingsSchema.safeParse(body).error?.issues[0]?.message;

describe('brand settings', () => {
  it('take a colour as #rrggbb (kept in lower case), a listed currency in any case, and tax from 0 to 10000', () => {
    expect(
      UpdateSettingsSchema.parse({ primary_color: '#1C7ED6', currency: 'eur', store_tax_rate_bps: 825 }),
    ).toEqual({
      primary_color: '#1c7ed6',
      currency: 'EUR',
      store_tax_rate_bps: 825,
    });
    expect(errorOf({ primary_color: 'blue' })).toBe(msg.settingsColourInvalid);
    expect(errorOf({ currency: 'JPY' })).toBe(msg.settingsCurrencyInvalid);
    expect(errorOf({ store_tax_rate_bps: 10_001 })).toBe(msg.settingsTaxInvalid);
    expect(errorOf({ store_tax_rate_bps: -1 })).toBe(msg.settingsTaxInvalid);
  });

  it('save an emptied optional field as none, and refuse an empty name', () => {
    expect(UpdateSettingsSchema.parse({ logo_url: '  ', mail_from_name: '' })).toEqual({
      logo_url: null,
      mail_from_name: null,
    });
    expect(errorOf({ brand_name: ' ' })).toBe(msg.settingsBrandNameInvalid);
    expect(errorOf({ contact_email: 'nobody' })).toBe(msg.settingsEmailInvalid);
    expect(UpdateSettingsSchema.parse({ contact_email: 'hi@brand.kitchen' }).contact_email).toBe(
      'hi@brand.kitchen',
    );
  });

  it('format prices in the chosen currency', () => {
    expect(money(999)).toBe('$9.99');
    expect(money(999, 'EUR')).toBe('€9.99');
    expect(money(123456, 'gbp')).toBe('£1,234.56');
  });
});
