import { endpoints } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { serve } from './endpoints';

const g = endpoints.grocery;
const noop = (): never => {
  throw new Error('not called');
};

/** Never called: the type checker reads it; each `@ts-expect-error` must meet an error. */
function typeChecks() {
  serve('grocery', { getList: g.getList }, { getList: (req) => (req.params.id > 0 ? noop() : noop()) });
  // @ts-expect-error an entry of the group without a handler
  serve('grocery', { getList: g.getList, deleteList: g.deleteList }, { getList: noop });
  // @ts-expect-error a handler for no entry
  serve('grocery', { getList: g.getList }, { getList: noop, other: noop });
  // @ts-expect-error an answer the response schema does not accept
  serve('grocery', { deleteList: g.deleteList }, { deleteList: () => ({ message: 'gone' }) });
  // @ts-expect-error params are typed by the entry
  serve('grocery', { getList: g.getList }, { getList: (req) => req.params.listId });
}

describe('serve', () => {
  it('holds the type checks the type checker runs', () => expect(typeof typeChecks).toBe('function'));

  it('refuses a group with an entry that has no handler', async () => {
    const routes = serve('grocery', { getList: g.getList }, {} as never);
    const fastify = (await import('fastify')).default();
    await expect(fastify.register(routes).ready()).rejects.toThrow(/No handler for endpoint grocery.getList/);
  });
});
