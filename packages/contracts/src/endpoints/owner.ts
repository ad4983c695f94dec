import { SessionSchema } from '../auth';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  SetupSchema,
  SetupStatusSchema,
  TwoStepCodeSchema,
  TwoStepEnabledSchema,
  TwoStepEnrolmentSchema,
  TwoStepLoginSchema,
  TwoStepPolicySchema,
  TwoStepStatusSchema,
} from '../owner';

/** First start: the setup page that creates the owner; open until a staff account exists. */
export const setupEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/setup/',
    access: 'public',
    response: SetupStatusSchema,
  }),
  /** Creates the owner and signs them in; 403 once any staff account exists. */
  create: endpoint({
    method: 'POST',
    path: '/setup/',
    access: 'public',
    body: SetupSchema,
    status: 201,
    response: SessionSchema,
  }),
} as const;

/** Two-step sign-in (TOTP) of staff accounts. */
export const twoStepEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/users/two-step/',
    access: 'user',
    response: TwoStepStatusSchema,
  }),
  /** A new key (replacing one not confirmed yet); two-step sign-in is on once a code confirms it. */
  start: endpoint({
    method: 'POST',
    path: '/users/two-step/setup/',
    access: 'user',
    response: TwoStepEnrolmentSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/users/two-step/confirm/',
    access: 'user',
    body: TwoStepCodeSchema,
    response: TwoStepEnabledSchema,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/users/two-step/disable/',
    access: 'user',
    body: TwoStepCodeSchema,
    response: ActionSchema,
  }),
  /** The second step of a log-in: the code (or a recovery code) for the challenge's account. */
  login: endpoint({
    method: 'POST',
    path: '/users/rest-auth/two-step/',
    access: 'public',
    body: TwoStepLoginSchema,
    response: SessionSchema,
  }),
  /** The owner requires two-step sign-in of every staff member, or not. */
  setPolicy: endpoint({
    method: 'PUT',
    path: '/admin/two-step-policy/',
    access: 'admin',
    permission: 'staff',
    // permission: 'staff' (once the endpoint table has permissions)
    body: TwoStepPolicySchema,
    response: ActionSchema,
  }),
} as const;
