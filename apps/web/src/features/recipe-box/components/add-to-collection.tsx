import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconBooks, IconCheck, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import {
  addToCollection,
  type BoxRef,
  boxKeys,
  createCollection,
  removeFromCollection,
  useCollections,
} from '../api/recipe-box-api';
import { CollectionNameModal } from './collection-name-modal';

/**
 * "Add to collection" under a saved item: the member's collections, ticked where the item
 * already is (an item can be in several); picking one adds or removes it.
 */
export function AddToCollection({ item, title }: { item: BoxRef; title: string }) {
  const [opened, setOpened] = useState(false);
  const [creating, setCreating] = useState(false);
  const client = useQueryClient();
  const list = useCollections(1, item, opened);
  const toggle = useMutation({
    mutationFn: ({ id, has }: { id: number; has: boolean }) =>
      has ? removeFromCollection(id, item) : addToCollection(id, item),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: boxKeys.all });
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconBooks size={16} />}
            aria-label={`${msg.collectionAddTo}: ${title}`}
          >
            {msg.collectionAddTo}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{msg.collectionsOfItem}</Menu.Label>
          {list.isLoading && <Menu.Item disabled>…</Menu.Item>}
          {list.isError && (
            <Text size="sm" c="red" px="sm">
              {msg.collectionsLoadFailed}
            </Text>
          )}
          {list.data?.results.map((c) => (
            <Menu.Item
              key={c.id}
              closeMenuOnClick={false}
              leftSection={c.has_item ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
              onClick={() => toggle.mutate({ id: c.id, has: c.has_item })}
            >
              {c.name}
              {c.has_item && <VisuallyHidden> (added)</VisuallyHidden>}
            </Menu.Item>
          ))}
          {list.data && list.data.count > list.data.results.length && (
            <Menu.Item component={Link} to="/recipe-box">
              {msg.recipeBoxTitle}…
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {msg.collectionCreate}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CollectionNameModal
        opened={creating}
        title={msg.collectionCreate}
        submitLabel="Create"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const created = await createCollection(name);
          const res = await addToCollection(created.data.id, item);
          notify({ color: 'green', message: res.msg });
          await client.invalidateQueries({ queryKey: boxKeys.all });
        }}
      />
    </>
  );
}
