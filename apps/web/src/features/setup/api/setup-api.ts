import { type BodyIn, endpoints } from '@simmer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.setup;

/** Whether the installation still needs its owner; once done it stays done. */
export const setupStatusQuery = queryOptions({
  queryKey: ['setup-status'],
  queryFn: () => call(e.status, { anonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const createOwner = (body: BodyIn<typeof e.create>) => call(e.create, { body, anonymous: true });
