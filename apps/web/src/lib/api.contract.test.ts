import { endpoints } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { call, endpointUrl } from './api';

/**
 * Never called: the type checker reads it. Each `@ts-expect-error` must meet an error, so a call
 * that stopped failing when it names a wrong param, body or answer fails the type check.
 */
function typeChecks() {
  const g = endpoints.grocery;
  void call(g.getList, { params: { id: 1 } }).then((list) => list.list_name.toUpperCase());
  // @ts-expect-error a path param is required
  void call(g.getList);
  // @ts-expect-error a param the path does not have
  void call(g.getList, { params: { listId: 1 } });
  // @ts-expect-error the body is typed by the entry
  void call(g.setPurchased, { params: { id: 1 }, body: { purchased: 'yes' } });
  // @ts-expect-error the answer is typed by the entry
  void call(g.deleteList, { params: { id: 1 } }).then((a) => a.data.list_name);
  // @ts-expect-error a call names an entry, not a path
  void call('/grocery/lists/');
  // @ts-expect-error an entry the table does not hold
  void call({ method: 'GET', path: '/grocery/secret/', access: 'user', response: 'empty' } as const);
}

describe('endpoint URLs', () => {
  it('holds the type checks the type checker runs', () => expect(typeof typeChecks).toBe('function'));

  it('fills params and leaves out empty query values', () => {
    expect(endpointUrl(endpoints.grocery.getList, { params: { id: 7 } })).toBe('/v1/grocery/lists/7/');
    expect(endpointUrl(endpoints.grocery.listLists, { query: { page: 2 } })).toBe(
      '/v1/grocery/lists/?page=2',
    );
    expect(endpointUrl(endpoints.grocery.listLists, { query: { page: undefined } })).toBe(
      '/v1/grocery/lists/',
    );
  });
});
