import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ChangePasswordSchema,
  ProfileActionSchema,
  ProfileDetailsSchema,
  ProfileImageActionSchema,
  ProfileSchema,
  UnitPreferenceActionSchema,
  UnitPreferenceSchema,
} from '../profile';

/** The signed-in member's own profile, picture, units and password. */
export const profileEndpoints = {
  getProfile: endpoint({
    method: 'GET',
    path: '/users/profile/',
    access: 'user',
    response: ProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/users/profile/',
    access: 'user',
    body: ProfileDetailsSchema,
    response: ProfileActionSchema,
  }),
  setUnits: endpoint({
    method: 'PUT',
    path: '/users/profile/units/',
    access: 'user',
    body: UnitPreferenceSchema,
    response: UnitPreferenceActionSchema,
  }),
  /** A multipart form with the picture in `profile_image` (PNG or JPEG). */
  uploadImage: endpoint({
    method: 'PUT',
    path: '/users/profile/image/',
    access: 'user',
    body: 'multipart',
    response: ProfileImageActionSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/users/rest-auth/password/change/',
    access: 'user',
    body: ChangePasswordSchema,
    response: ActionSchema,
  }),
} as const;
