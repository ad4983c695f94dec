import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  MemberRowsSchema,
  SaveWatchProgressSchema,
  WatchMarksSchema,
  WatchProgressSchema,
  watchKinds,
} from '../watching';

const item = z.object({ kind: z.enum(watchKinds), id: z.coerce.number().int().positive() });

/**
 * Continue watching (decision 890): every route is the signed-in member's own positions.
 * The player writes with `saveProgress` every few seconds and when the page is left.
 */
export const watchingEndpoints = {
  listMarks: endpoint({
    method: 'GET',
    path: '/watching/',
    access: 'user',
    response: WatchMarksSchema,
  }),
  getProgress: endpoint({
    method: 'GET',
    path: '/watching/:kind/:id/',
    access: 'user',
    params: item,
    response: WatchProgressSchema,
  }),
  saveProgress: endpoint({
    method: 'PUT',
    path: '/watching/:kind/:id/',
    access: 'user',
    params: item,
    body: SaveWatchProgressSchema,
    response: WatchProgressSchema,
  }),
  memberRows: endpoint({
    method: 'GET',
    path: '/home/member-rows/',
    access: 'user',
    response: MemberRowsSchema,
  }),
};
