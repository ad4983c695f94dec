import type { Card, CardToken } from '@simmer/contracts';
import { endpoints, msg } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../lib/api';

/** Which processor takes cards (sandbox in test mode, or Stripe), shared by every payment page. */
export const getPaymentsConfig = () => call(endpoints.billing.config, { anonymous: true });
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['billing', 'config'] as const,
    queryFn: getPaymentsConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
export const usePaymentsConfig = () => useQuery(paymentsConfigQuery());

/**
 * Card tokenization by the payment provider, before any call to the payment endpoints
 * (spec 002 §4). Any failure reads "Error Processing Card"; a field message from the
 * sandbox (bad number, past expiry) is shown under the field.
 */
export async function tokenizeCard(card: Card): Promise<CardToken> {
  try {
    const token = await call(endpoints.billing.sandboxToken, { body: card, anonymous: true });
    if (!token?.id) throw new ApiError(400, msg.errorProcessingCard);
    return token;
  } catch (error) {
    const errors = error instanceof ApiError ? error.errors : {};
    throw new ApiError(400, msg.errorProcessingCard, errors);
  }
}
