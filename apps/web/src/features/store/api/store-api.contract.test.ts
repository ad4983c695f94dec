import { endpoints } from '@simmer/contracts';
import { describe, expect, it } from 'vitest';
import { call, endpointUrl } from '../../../lib/api';

/** Never called: the type checker reads it (each `@ts-expect-error` must meet an error). */
function typeChecks() {
  const s = endpoints.store;
  const a = endpoints.storeAdmin;
  void call(s.getCheckout, { params: { id: 1 } }).then((c) => c.line_items.length);
  void call(a.shipOrder, { params: { id: 1 }, body: { tracking_number: '1Z999' } }).then(
    (r) => r.data.status,
  );
  // @ts-expect-error paying carries the card's payment method
  void call(s.pay, { params: { id: 1 }, body: {} });
  // @ts-expect-error a collection's products are named by handle
  void call(s.collectionProducts, { params: { id: 1 } });
  // @ts-expect-error the admin's product answer has no checkout fields
  void call(a.getProduct, { params: { id: 1 } }).then((p) => p.line_items);
}

describe('store endpoint URLs', () => {
  it('holds the type checks the type checker runs', () => expect(typeof typeChecks).toBe('function'));

  it('fills the handle and the cursor of a product page', () => {
    expect(
      endpointUrl(endpoints.store.collectionProducts, {
        params: { handle: 'apparel' },
        query: { after: 'c/2' },
      }),
    ).toBe('/v1/store/collections/apparel/products/?after=c%2F2');
    expect(endpointUrl(endpoints.store.listProducts)).toBe('/v1/store/products/');
  });

  it('leaves out an empty order status filter', () => {
    expect(endpointUrl(endpoints.storeAdmin.listOrders, { query: { page: 2, status: undefined } })).toBe(
      '/v1/admin/store/orders/?page=2',
    );
    expect(endpointUrl(endpoints.storeAdmin.listOrders, { query: { page: 1, status: 'shipped' } })).toBe(
      '/v1/admin/store/orders/?page=1&status=shipped',
    );
  });
});
