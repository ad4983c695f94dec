import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Container,
  CopyButton,
  Group,
  Loader,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { countLabel, fillMessage, limits, msg } from '@simmer/contracts';
import { IconCheck, IconCopy, IconLink, IconLock, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { CatalogCard } from '../../catalog/components/catalog-card';
import {
  type BoxRef,
  boxKeys,
  boxRefOf,
  deleteCollection,
  removeFromCollection,
  renameCollection,
  shareCollection,
  unshareCollection,
  useCollection,
} from '../api/recipe-box-api';
import { CollectionNameModal } from '../components/collection-name-modal';

/** One collection of the member's: its items, rename, delete, and the read-only share link. */
export default function CollectionPage() {
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  const [renaming, setRenaming] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const detail = useCollection(id, page);
  const refresh = () => client.invalidateQueries({ queryKey: boxKeys.all });
  const onError = (e: unknown) => notify({ color: 'red', message: errorMessage(e) });
  const removal = useMutation({
    mutationFn: () => deleteCollection(id),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      navigate('/recipe-box');
      await refresh();
    },
    onError,
  });
  const sharing = useMutation({
    mutationFn: (on: boolean) => (on ? shareCollection(id) : unshareCollection(id)),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      await refresh();
    },
    onError,
  });
  const removeItem = useMutation({
    mutationFn: (item: BoxRef) => removeFromCollection(id, item),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      await refresh();
    },
    onError,
  });

  if (detail.isLoading) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (!detail.data) {
    return (
      <EmptyState
        message={detail.error ? errorMessage(detail.error) : msg.collectionNotFound}
        action={
          <Button component={Link} to="/recipe-box" variant="light">
            {msg.recipeBoxTitle}
          </Button>
        }
      />
    );
  }
  const { collection, results, count } = detail.data;
  const pages = Math.max(1, Math.ceil(count / limits.pageSize));
  const link = collection.share_token
    ? `${window.location.origin}/shared-collection/${collection.share_token}`
    : null;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text size="sm">
              <Link to="/recipe-box">{msg.recipeBoxTitle}</Link>
            </Text>
            <Title order={1} size="h2">
              {collection.name}
            </Title>
            <Text size="sm" c="dimmed">
              {countLabel(collection.item_count, msg.collectionItem)}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setRenaming(true)}
            >
              {msg.collectionRename}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={removal.isPending}
              onClick={() =>
                modals.openConfirmModal({
                  title: msg.collectionDelete,
                  children: (
                    <Text size="sm">
                      {fillMessage(msg.collectionDeleteConfirm, { name: collection.name })}
                    </Text>
                  ),
                  labels: { confirm: 'Delete', cancel: 'Cancel' },
                  confirmProps: { color: 'red' },
                  onConfirm: () => removal.mutate(),
                })
              }
            >
              {msg.collectionDelete}
            </Button>
          </Group>
        </Group>
        {link ? (
          <Alert icon={<IconLink size={18} />} color="blue" title={msg.collectionShared}>
            <Stack gap="xs">
              <TextInput value={link} readOnly aria-label={msg.collectionShare} data-testid="share-link" />
              <Group gap="xs">
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      onClick={copy}
                    >
                      {copied ? msg.collectionShareCopied : msg.collectionShareCopy}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={sharing.isPending}
                  onClick={() =>
                    modals.openConfirmModal({
                      title: msg.collectionShareRevoke,
                      children: <Text size="sm">{msg.collectionShareRevokeConfirm}</Text>,
                      labels: { confirm: msg.collectionShareRevoke, cancel: 'Cancel' },
                      confirmProps: { color: 'red' },
                      onConfirm: () => sharing.mutate(false),
                    })
                  }
                >
                  {msg.collectionShareRevoke}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              <IconLock size={14} style={{ verticalAlign: 'middle' }} /> {msg.collectionPrivate}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLink size={14} />}
              loading={sharing.isPending}
              onClick={() => sharing.mutate(true)}
            >
              {msg.collectionShare}
            </Button>
          </Group>
        )}
        {!results.length ? (
          <EmptyState
            message={msg.collectionEmpty}
            action={
              <Button component={Link} to="/saved-content" variant="light">
                {msg.savedContentTitle}
              </Button>
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {results.map((item) => (
              <div key={`${item.content_type}-${item.id}`} style={{ position: 'relative' }}>
                <CatalogCard item={item} descriptionMax={120} showType />
                <ActionIcon
                  pos="absolute"
                  top={8}
                  right={8}
                  variant="white"
                  color="red"
                  radius="xl"
                  aria-label={`${msg.collectionRemoveItem}: ${item.title}`}
                  loading={removeItem.isPending && removeItem.variables?.content_id === item.id}
                  onClick={() => removeItem.mutate(boxRefOf(item))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} />
          </Center>
        )}
      </Stack>
      <CollectionNameModal
        opened={renaming}
        title={msg.collectionRename}
        initial={collection.name}
        submitLabel="Save"
        onClose={() => setRenaming(false)}
        onSubmit={async (name) => {
          const res = await renameCollection(id, name);
          notify({ color: 'green', message: res.msg });
          await refresh();
        }}
      />
    </Container>
  );
}
