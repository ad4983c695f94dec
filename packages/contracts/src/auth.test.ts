import { describe, expect, it } from 'vitest';
import { LoginSchema, PasswordResetConfirmSchema, SignUpSchema } from './auth';
import { emailPattern, passwordPattern } from './common';
import { limits } from './constants';
import { msg } from './messages';
import { pageRoutes } from './routes';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('email rule (spec 000 §5)', () => {
  it.each(['cook@simmer.dev', 'a.b+c@mail.example.com', 'x@y.io', 'chef@kitchen.co.uk', 'a@b.c'])(
    'accepts %s',
    (e) => {
      expect(emailPattern.test(e)).toBe(true);
    },
  );
  it.each(['plain', 'a@b', 'a@b.info', '@b.com', 'a b@c.com', 'a@b.c0m', 'a@.com'])('refuses %s', (e) => {
    expect(emailPattern.test(e)).toBe(false);
  });
  it('login answers "Email not valid!"', () => {
    expect(messagesOf(LoginSchema.safeParse({ email: 'nope', password: 'x' })).email).toBe(msg.emailNotValid);
  });
  it('sign-up answers "Please enter a valid email!"', () => {
    const r = SignUpSchema.safeParse({
      email: 'nope',
      first_name: 'A',
      last_name: 'B',
      password1: 'Abcdef12',
      password2: 'Abcdef12',
    });
    expect(messagesOf(r).email).toBe(msg.enterValidEmail);
  });
});

describe('password rule (spec 000 §5)', () => {
  it.each(['Abcdef12', 'Zz9zzzzz', 'A1bcdefghijklmnopqrs'])('accepts %s', (p) => {
    expect(passwordPattern.test(p)).toBe(true);
  });
  it.each([
    ['too short', 'Abcde12'],
    ['too long (21)', 'A1bcdefghijklmnopqrst'],
    ['no digit', 'Abcdefgh'],
    ['no uppercase', 'abcdefg1'],
    ['no lowercase', 'ABCDEFG1'],
  ])('refuses %s', (_, p) => {
    expect(passwordPattern.test(p)).toBe(false);
  });
  it('uses the spec message', () => {
    const r = SignUpSchema.safeParse({
      email: 'a@b.com',
      first_name: 'A',
      last_name: 'B',
      password1: 'weak',
      password2: 'weak',
    });
    expect(messagesOf(r).password1).toBe(msg.passwordRule);
    expect(msg.passwordRule).toBe(
      'Your password must be 8 to 20 characters long with at least one numeric digit, one uppercase and one lowercase letter.',
    );
    expect(limits.passwordMin).toBe(8);
    expect(limits.passwordMax).toBe(20);
  });
});

describe('required fields and confirmation', () => {
  it('login with empty fields answers "All fields are required!"', () => {
    const r = messagesOf(LoginSchema.safeParse({ email: '', password: '' }));
    expect(r).toEqual({ email: msg.allFieldsRequired, password: msg.allFieldsRequired });
  });
  it('sign-up with missing fields answers "All fields are required!"', () => {
    const r = messagesOf(SignUpSchema.safeParse({ email: '   ' }));
    for (const f of ['email', 'first_name', 'last_name', 'password1', 'password2'])
      expect(r[f]).toBe(msg.allFieldsRequired);
  });
  it('sign-up confirmation must match', () => {
    const r = SignUpSchema.safeParse({
      email: 'a@b.com',
      first_name: 'A',
      last_name: 'B',
      password1: 'Abcdef12',
      password2: 'Abcdef13',
    });
    expect(messagesOf(r).password2).toBe(msg.confirmPasswordMismatch);
    expect(msg.confirmPasswordMismatch).toBe('Confirm Password should match password.');
  });
  it('reset confirmation must match and follow the password rule', () => {
    expect(
      messagesOf(PasswordResetConfirmSchema.safeParse({ new_password1: 'Abcdef12', new_password2: 'x' }))
        .new_password2,
    ).toBe(msg.confirmPasswordMismatch);
    expect(
      messagesOf(PasswordResetConfirmSchema.safeParse({ new_password1: 'abc', new_password2: 'abc' }))
        .new_password1,
    ).toBe(msg.passwordRule);
    expect(
      PasswordResetConfirmSchema.safeParse({ new_password1: 'Abcdef12', new_password2: 'Abcdef12' }).success,
    ).toBe(true);
  });
  it('keeps the spec texts verbatim', () => {
    expect(msg.allFieldsRequired).toBe('All fields are required!');
    expect(msg.emailNotValid).toBe('Email not valid!');
    expect(msg.enableNotifications).toBe('Please enable notification for receiving notifications.');
    expect(msg.enableCookies).toBe('Please enable cookies.');
  });
});

describe('route table', () => {
  it('holds every route of the full route list with its guard', () => {
    const count = (g: string) => Object.values(pageRoutes).filter((v) => v === g).length;
    // 24 from the spec's list plus the e-mail verification page, the staff invitation's link, the
    // first start's setup page, a shared collection, a gift's link, the newsletter archive and a
    // newsletter, and the mail pages (subscription confirmation, unsubscribe, preferences).
    expect(count('open')).toBe(34);
    // 25 from the spec's list plus the revenue report, the three store admin pages, staff, the audit
    // log, the brand settings, coupons, the newsletter list and editor, and analytics with its per-item page.
    expect(count('admin')).toBe(37);
    // 33 from the spec's list plus the store's checkout, product, order list and order pages, the
    // recipe box and a collection, the meal plan and the gift page.
    expect(count('user')).toBe(38);
    // Their own profile, its edit page, their password and two-step sign-in: members and staff.
    expect(count('account')).toBe(4);
    expect(pageRoutes['/setup']).toBe('open');
    expect(pageRoutes['/v1/users/password-reset-confirm/:uid/:token']).toBe('open');
    expect(pageRoutes['/admin-home-page']).toBe('admin');
    expect(pageRoutes['/user-home-page']).toBe('user');
  });
});
