import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  Image,
  MultiSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type AdminCollection,
  type AdminCollectionInput,
  AdminCollectionInputSchema,
  msg,
  paths,
  productTitle,
  type ShippingRate,
  type ShippingRateInput,
  ShippingRateInputSchema,
  type StoreOrderStatus,
  storeCountries,
  storeOrderStatusLabel,
  storeOrderStatusList,
} from '@simmer/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useMoney } from '../../../lib/site-config';
import {
  adminStoreKeys,
  deleteCollection,
  deleteProduct,
  deleteRate,
  saveCollection,
  saveRate,
  useAdminCollections,
  useAdminOrders,
  useAdminProducts,
  useAdminRates,
} from '../api/admin-store-api';
import { blankAsUndefined, notifyFailure } from '../components/admin-form';
import { MoneyInput } from '../components/money-input';
import { OrderRow } from '../components/order-view';

const sections = ['orders', 'products', 'collections', 'shipping'] as const;
type Section = (typeof sections)[number];
const sectionLabel: Record<Section, string> = {
  orders: msg.storeAdminOrders,
  products: msg.storeAdminProducts,
  collections: msg.storeAdminCollections,
  shipping: msg.storeAdminShipping,
};

function confirmDelete(name: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: `Delete ${name}?`,
    children: <Text size="sm">This cannot be undone.</Text>,
    labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** /store-admin/:section: orders, products, collections and shipping rates of the store. */
export default function AdminStorePage() {
  const section = useParams().section as Section;
  const navigate = useNavigate();
  if (!sections.includes(section)) return <Navigate to={paths.storeAdmin('orders')} replace />;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="md">
        {msg.storeAdminTitle}
      </Title>
      <Tabs value={section} onChange={(v) => v && navigate(paths.storeAdmin(v as Section))} mb="lg">
        <Tabs.List>
          {sections.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {sectionLabel[s]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {section === 'orders' && <OrdersSection />}
      {section === 'products' && <ProductsSection />}
      {section === 'collections' && <CollectionsSection />}
      {section === 'shipping' && <ShippingSection />}
    </Container>
  );
}

function OrdersSection() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StoreOrderStatus | ''>('');
  const orders = useAdminOrders(page, status);
  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as StoreOrderStatus | '');
          setPage(1);
        }}
        data={[
          { value: '', label: 'All' },
          ...storeOrderStatusList.map((s) => ({ value: s, label: storeOrderStatusLabel[s] })),
        ]}
        aria-label={msg.storeOrderStatus}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {orders.isPending ? (
        <PageLoader />
      ) : orders.error ? (
        <Alert color="red">{errorMessage(orders.error)}</Alert>
      ) : orders.data.results.length === 0 ? (
        <EmptyState message={msg.storeAdminNoOrders} />
      ) : (
        <>
          <Stack gap="xs">
            {orders.data.results.map((o) => (
              <Paper key={o.id} withBorder radius="md" p="sm">
                <UnstyledButton
                  component={Link}
                  to={paths.storeAdminOrder(o.id)}
                  w="100%"
                  aria-label={`Order #${o.number}`}
                  data-testid="admin-order-row"
                >
                  <OrderRow order={o} />
                </UnstyledButton>
              </Paper>
            ))}
          </Stack>
          {orders.data.count > 10 && (
            <Center>
              <Pagination total={Math.ceil(orders.data.count / 10)} value={page} onChange={setPage} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

function ProductsSection() {
  const money = useMoney();
  const [page, setPage] = useState(1);
  const products = useAdminProducts(page);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (res) => {
      notifications.show({ message: res.msg });
      await queryClient.invalidateQueries({ queryKey: adminStoreKeys.all });
    },
    onError: notifyFailure,
  });
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to={paths.storeAdminProduct('new')} leftSection={<IconPlus size={16} />}>
          Add product
        </Button>
      </Group>
      {products.isPending ? (
        <PageLoader />
      ) : products.error ? (
        <Alert color="red">{errorMessage(products.error)}</Alert>
      ) : products.data.results.length === 0 ? (
        <EmptyState message={msg.storeAdminNoProducts} />
      ) : (
        <>
          <Stack gap="xs">
            {products.data.results.map((p) => {
              const counted = p.variants.filter((v) => v.stock !== null);
              const stock = counted.reduce((n, v) => n + (v.stock ?? 0), 0);
              const prices = p.variants.map((v) => v.price);
              return (
                <Paper key={p.id} withBorder radius="md" p="sm" data-testid="admin-product-row">
                  <Group wrap="nowrap" gap="md">
                    <Image src={p.image} alt="" w={48} h={48} radius="sm" bg="orange.0" />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {productTitle(p.title)}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {p.variants.length} variants
                        {prices.length ? ` · from ${money(Math.min(...prices))}` : ''}
                        {counted.length ? ` · ${stock} in stock` : ' · made to order'}
                      </Text>
                    </Stack>
                    {!p.published && <Badge color="gray">Hidden</Badge>}
                    <RowActions
                      name={p.title}
                      editTo={paths.storeAdminProduct(p.id)}
                      onDelete={() => confirmDelete(p.title, () => remove.mutate(p.id))}
                    />
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {products.data.count > 20 && (
            <Center>
              <Pagination total={Math.ceil(products.data.count / 20)} value={page} onChange={setPage} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

function CollectionsSection() {
  const collections = useAdminCollections();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminCollection | 'new' | null>(null);
  const refresh = (data: { results: AdminCollection[] }) =>
    queryClient.setQueryData(adminStoreKeys.collections, data);
  const remove = useMutation({
    mutationFn: deleteCollection,
    onSuccess: (res) => {
      refresh(res.data);
      notifications.show({ message: res.msg });
    },
    onError: notifyFailure,
  });
  if (collections.isPending) return <PageLoader />;
  if (collections.error) return <Alert color="red">{errorMessage(collections.error)}</Alert>;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add collection
        </Button>
      </Group>
      {editing && (
        <CollectionForm
          key={editing === 'new' ? 'new' : editing.id}
          current={editing === 'new' ? null : editing}
          onDone={(data) => {
            if (data) refresh(data);
            setEditing(null);
          }}
        />
      )}
      {collections.data.results.length === 0 ? (
        <EmptyState message={msg.storeAdminNoCollections} />
      ) : (
        collections.data.results.map((c) => (
          <Paper key={c.id} withBorder radius="md" p="sm">
            <Group wrap="nowrap">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{c.title}</Text>
                <Text size="xs" c="dimmed">
                  {c.handle} · {c.product_count} products
                </Text>
              </Stack>
              <RowActions
                name={c.title}
                onEdit={() => setEditing(c)}
                onDelete={() => confirmDelete(c.title, () => remove.mutate(c.id))}
              />
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

function CollectionForm({
  current,
  onDone,
}: {
  current: AdminCollection | null;
  onDone: (data: { results: AdminCollection[] } | null) => void;
}) {
  const form = useContractForm(CollectionFormSchema, {
    title: current?.title ?? '',
    handle: current?.handle ?? '',
    description: current?.description ?? '',
  });
  const save = useMutation({
    mutationFn: (input: AdminCollectionInput) => saveCollection(current?.id ?? null, input),
    onSuccess: (res) => {
      notifications.show({ message: res.msg });
      onDone(res.data);
    },
    onError: (error) => {
      if (!serverErrors(form, error)) form.setErrors({ title: errorMessage(error) });
    },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={form.onSubmit((values) => save.mutate(CollectionFormSchema.parse(values)))}
      noValidate
    >
      <Stack>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput
          label="Handle"
          description="Used in the address; made from the title when empty."
          {...form.getInputProps('handle')}
        />
        <Textarea label="Description" {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The collection form: a blank handle is left out, and the server makes one from the title. */
const CollectionFormSchema = AdminCollectionInputSchema.extend({
  handle: z.preprocess(blankAsUndefined, AdminCollectionInputSchema.shape.handle),
});

const countryOptions = storeCountries.map((c) => ({ value: c.code, label: c.name }));

function ShippingSection() {
  const money = useMoney();
  const rates = useAdminRates();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ShippingRate | 'new' | null>(null);
  const refresh = (data: { results: ShippingRate[] }) => queryClient.setQueryData(adminStoreKeys.rates, data);
  const remove = useMutation({
    mutationFn: deleteRate,
    onSuccess: (res) => {
      refresh(res.data);
      notifications.show({ message: res.msg });
    },
    onError: notifyFailure,
  });
  if (rates.isPending) return <PageLoader />;
  if (rates.error) return <Alert color="red">{errorMessage(rates.error)}</Alert>;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add shipping rate
        </Button>
      </Group>
      {editing && (
        <RateForm
          key={editing === 'new' ? 'new' : editing.id}
          current={editing === 'new' ? null : editing}
          onDone={(data) => {
            if (data) refresh(data);
            setEditing(null);
          }}
        />
      )}
      {rates.data.results.length === 0 ? (
        <EmptyState message={msg.storeAdminNoShipping} />
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Countries</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    {r.name} {!r.active && <Badge color="gray">Off</Badge>}
                  </Table.Td>
                  <Table.Td>{money(r.price)}</Table.Td>
                  <Table.Td>{r.countries.length ? r.countries.join(', ') : 'Everywhere'}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${r.name}`}
                        onClick={() => setEditing(r)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${r.name}`}
                        onClick={() => confirmDelete(r.name, () => remove.mutate(r.id))}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function RateForm({
  current,
  onDone,
}: {
  current: ShippingRate | null;
  onDone: (data: { results: ShippingRate[] } | null) => void;
}) {
  const form = useContractForm(ShippingRateInputSchema, {
    name: current?.name ?? '',
    price: (current?.price ?? 0) as number | string,
    countries: current?.countries ?? [],
    active: current?.active ?? true,
  });
  const save = useMutation({
    mutationFn: (input: ShippingRateInput) => saveRate(current?.id ?? null, input),
    onSuccess: (res) => {
      notifications.show({ message: res.msg });
      onDone(res.data);
    },
    onError: (error) => {
      if (!serverErrors(form, error)) form.setErrors({ name: errorMessage(error) });
    },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={form.onSubmit((values) => save.mutate(ShippingRateInputSchema.parse(values)))}
      noValidate
    >
      <Stack>
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <MoneyInput label="Price" {...form.getInputProps('price')} />
        <MultiSelect
          label="Countries"
          description="Leave empty to deliver everywhere."
          data={countryOptions}
          {...form.getInputProps('countries')}
          searchable
          clearable
        />
        <Checkbox label="Offered at checkout" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
