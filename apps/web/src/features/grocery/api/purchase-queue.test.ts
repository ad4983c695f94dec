import type { GroceryList } from '@simmer/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groceryKeys } from './grocery-api';
import { flushPurchases, purchaseQueue, togglePurchased, withPending } from './purchase-queue';

const item = (id: number, purchased = false) => ({
  id,
  item_name: `Item ${id}`,
  quantity: '1',
  unit: '',
  category: 'fruit',
  grocery_list: 7,
  purchased,
  related_recipe: null,
  related_recipe_data: null,
  related_recipes: [],
});
const list: GroceryList = {
  id: 7,
  list_name: 'Shop',
  grocery_items: [item(1), item(2)],
  related_recipes: [],
  created: '',
  updated: '',
};
const ok = (id: number, purchased: boolean) =>
  new Response(JSON.stringify({ msg: 'ok', data: item(id, purchased) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setup() {
  const client = new QueryClient();
  client.setQueryData(groceryKeys.list(7), list);
  return client;
}
const cached = (client: QueryClient) => client.getQueryData<GroceryList>(groceryKeys.list(7))!;

describe('the purchase queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the tick at once and forgets it once the server has it', async () => {
    const fetchMock = vi.fn(async () => ok(1, true));
    vi.stubGlobal('fetch', fetchMock);
    const client = setup();
    const sent = togglePurchased(client, 7, 1, true);
    expect(cached(client).grocery_items[0]!.purchased).toBe(true);
    await sent;
    expect(purchaseQueue.size()).toBe(0);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/grocery/items/1/');
    expect(JSON.parse(String(init.body))).toEqual({ purchased: true });
  });

  it('keeps ticks made without a connection and replays them, latest state only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const client = setup();
    await togglePurchased(client, 7, 2, true);
    await togglePurchased(client, 7, 2, false);
    await togglePurchased(client, 7, 1, true);
    expect(JSON.parse(localStorage.getItem('simmer.groceryPending')!)).toEqual({
      '1': { purchased: true, listId: 7 },
      '2': { purchased: false, listId: 7 },
    });
    // A refetch from the server still shows the queued states.
    expect(withPending(list, purchaseQueue.get()).grocery_items.map((i) => i.purchased)).toEqual([
      true,
      false,
    ]);

    const back = vi.fn(async (url: string, init: RequestInit) =>
      ok(Number(url.split('/').at(-2)), JSON.parse(String(init.body)).purchased),
    );
    vi.stubGlobal('fetch', back);
    await flushPurchases(client);
    expect(purchaseQueue.size()).toBe(0);
    expect(back).toHaveBeenCalledTimes(2);
    const bodies = back.mock.calls.map(([url, init]) => [url, JSON.parse(String(init.body)).purchased]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['/v1/grocery/items/2/', false],
        ['/v1/grocery/items/1/', true],
      ]),
    );
  });

  it('drops a change the server refuses (the item is gone)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 404, msg: 'gone' }), { status: 404 })),
    );
    const client = setup();
    await togglePurchased(client, 7, 1, true);
    expect(purchaseQueue.size()).toBe(0);
  });
});
