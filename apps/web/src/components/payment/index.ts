/** Card payment UI shared by the membership payment pages and the store checkout. */
export {
  authenticateWithStripe,
  authenticationOf,
  confirmPayment,
  type PendingAuthentication,
  SandboxAuthentication,
} from './authentication-step';
export { CardForm, type CardFormProps } from './card-form';
export { getPaymentsConfig, paymentsConfigQuery, tokenizeCard, usePaymentsConfig } from './payment-api';
export { StripeCardForm, type StripeCardFormProps } from './stripe-card-form';
export { TestModeNotice } from './test-mode-notice';
