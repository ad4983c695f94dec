import { type BodyIn, endpoints } from '@simmer/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.twoStep;

export const twoStepStatusQuery = queryOptions({
  queryKey: ['two-step-status'],
  queryFn: () => call(e.status),
});

export const startEnrolment = () => call(e.start);
export const confirmEnrolment = (body: BodyIn<typeof e.confirm>) => call(e.confirm, { body });
export const disableTwoStep = (body: BodyIn<typeof e.disable>) => call(e.disable, { body });
export const setTwoStepPolicy = (body: BodyIn<typeof e.setPolicy>) => call(e.setPolicy, { body });
