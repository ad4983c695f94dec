import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Image,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type AdminProduct,
  type AdminProductInput,
  AdminProductInputSchema,
  type AdminVariant,
  type AdminVariantInput,
  AdminVariantInputSchema,
  msg,
  paths,
} from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { PageLoader } from '../../../components/page-loader';
import { RowActions } from '../../../components/row-actions';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useMoney } from '../../../lib/site-config';
import {
  adminStoreKeys,
  createProduct,
  createVariant,
  deleteVariant,
  updateProduct,
  updateVariant,
  useAdminCollections,
  useAdminProduct,
} from '../api/admin-store-api';
import { blankAsUndefined, notifyFailure } from '../components/admin-form';
import { MoneyInput } from '../components/money-input';
import { StoreImageInput } from '../components/store-image-input';

/** /store-admin/products/:productId ('new' to add): the product, its options, collections and variants. */
export default function AdminProductPage() {
  const param = useParams().productId;
  const id = param === 'new' ? 0 : Number(param);
  const product = useAdminProduct(Number.isInteger(id) ? id : -1);
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor component={Link} to={paths.storeAdmin('products')} size="sm">
          {msg.storeAdminProducts}
        </Anchor>
        {id === 0 ? (
          <ProductForm current={null} />
        ) : product.isPending ? (
          <PageLoader />
        ) : product.error ? (
          <Alert color="red">{errorMessage(product.error)}</Alert>
        ) : (
          <>
            <ProductForm key={product.data.id} current={product.data} />
            <Variants product={product.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function ProductForm({ current }: { current: AdminProduct | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const collections = useAdminCollections();
  const form = useContractForm(ProductFormSchema, {
    title: current?.title ?? '',
    handle: current?.handle ?? '',
    description: current?.description ?? '',
    image: current?.image ?? null,
    option_names: current?.option_names ?? [],
    published: current?.published ?? true,
    collection_ids: current?.collection_ids ?? [],
  });
  const save = useMutation({
    mutationFn: (input: AdminProductInput) =>
      current ? updateProduct(current.id, input) : createProduct(input),
    onSuccess: async (res) => {
      queryClient.setQueryData(adminStoreKeys.product(res.data.id), res.data);
      await queryClient.invalidateQueries({ queryKey: ['admin-store', 'products'] });
      notifications.show({ message: res.msg });
      if (!current) navigate(paths.storeAdminProduct(res.data.id), { replace: true });
    },
    onError: (error) => serverErrors(form, error),
  });
  const locked = (current?.variants.length ?? 0) > 0;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(ProductFormSchema.parse(values)),
        () => save.reset(),
      )}
      noValidate
    >
      <Stack>
        <Title order={1} size="h2">
          {current ? current.title : 'Add product'}
        </Title>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput
          label="Handle"
          description="The product's address; made from the title when empty."
          {...form.getInputProps('handle')}
        />
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <StoreImageInput
          label="Product image"
          value={form.values.image}
          onChange={(url) => form.setFieldValue('image', url)}
        />
        <TagsInput
          label="Options"
          description={
            locked ? 'Fixed while the product has variants.' : 'For example Colour, Size (at most 3).'
          }
          maxTags={3}
          disabled={locked}
          {...form.getInputProps('option_names')}
        />
        <MultiSelect
          label="Collections"
          data={(collections.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={form.values.collection_ids.map(String)}
          onChange={(ids) => form.setFieldValue('collection_ids', ids.map(Number))}
          error={form.errors.collection_ids}
        />
        <Checkbox label="Shown in the store" {...form.getInputProps('published', { type: 'checkbox' })} />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save product
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Variants({ product }: { product: AdminProduct }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const saved = (data: AdminProduct) => {
    queryClient.setQueryData(adminStoreKeys.product(product.id), data);
    void queryClient.invalidateQueries({ queryKey: ['admin-store', 'products'] });
  };
  const remove = useMutation({
    mutationFn: deleteVariant,
    onSuccess: (res) => {
      saved(res.data);
      notifications.show({ message: res.msg });
    },
    onError: notifyFailure,
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Variants">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Variants
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            Add variant
          </Button>
        </Group>
        {editing && (
          <VariantForm
            key={editing === 'new' ? 'new' : editing.id}
            product={product}
            current={editing === 'new' ? null : editing}
            onDone={(data) => {
              if (data) saved(data);
              setEditing(null);
            }}
          />
        )}
        {product.variants.length === 0 && (
          <Text c="dimmed" size="sm">
            No variants yet. Add one so the product can be sold.
          </Text>
        )}
        {product.variants.map((v) => (
          <Group key={v.id} wrap="nowrap" gap="sm" data-testid="admin-variant-row">
            <Image src={v.image ?? product.image} alt="" w={40} h={40} radius="sm" bg="orange.0" />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {v.title === 'Default Title' ? 'Default' : v.title}
              </Text>
              <Text size="xs" c="dimmed">
                {money(v.price)} · {v.stock === null ? 'made to order' : `${v.stock} in stock`}
                {v.sku ? ` · ${v.sku}` : ''}
              </Text>
            </Stack>
            {(v.stock === 0 || !v.available) && <Badge color="gray">{msg.storeSoldOut}</Badge>}
            <RowActions
              name={v.title}
              onEdit={() => setEditing(v)}
              onDelete={() =>
                modals.openConfirmModal({
                  title: `Delete ${v.title}?`,
                  children: <Text size="sm">This cannot be undone.</Text>,
                  labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
                  confirmProps: { color: 'red' },
                  onConfirm: () => remove.mutate(v.id),
                })
              }
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The product form: a blank handle is left out (the server makes one from the title), and the
 * collections are picked by id.
 */
const ProductFormSchema = AdminProductInputSchema.extend({
  handle: z.preprocess(blankAsUndefined, AdminProductInputSchema.shape.handle),
});

/**
 * The variant form: a value for every option of the product, a price in whole cents (required),
 * and a stock that, left empty, means made to order.
 */
function variantFormSchema(optionNames: string[]) {
  return AdminVariantInputSchema.extend({
    options: z.object(
      Object.fromEntries(
        optionNames.map((name) => [name, z.string().trim().min(1, { error: msg.allFieldsRequired })]),
      ),
    ),
    price: z.preprocess(blankAsUndefined, AdminVariantInputSchema.shape.price),
    stock: z.preprocess((v) => (v === '' ? null : v), AdminVariantInputSchema.shape.stock),
  });
}

function VariantForm({
  product,
  current,
  onDone,
}: {
  product: AdminProduct;
  current: AdminVariant | null;
  onDone: (data: AdminProduct | null) => void;
}) {
  const schema = useMemo(() => variantFormSchema(product.option_names), [product.option_names]);
  const form = useContractForm(schema, {
    options: Object.fromEntries(product.option_names.map((n) => [n, current?.options[n] ?? ''])),
    price: (current?.price ?? '') as number | string,
    sku: current?.sku ?? '',
    stock: (current?.stock ?? '') as number | string,
    available: current?.available ?? true,
    image: current?.image ?? null,
  });
  const save = useMutation({
    mutationFn: (input: AdminVariantInput) =>
      current ? updateVariant(current.id, input) : createVariant(product.id, input),
    onSuccess: (res) => {
      notifications.show({ message: res.msg });
      onDone(res.data);
    },
    onError: (error) => serverErrors(form, error),
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="gray.0"
      component="form"
      onSubmit={form.onSubmit(
        (values) => save.mutate(schema.parse(values)),
        () => save.reset(),
      )}
      noValidate
    >
      <Stack>
        {product.option_names.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: product.option_names.length }}>
            {product.option_names.map((name) => (
              <TextInput
                key={name}
                label={name}
                required
                value={form.values.options[name] ?? ''}
                onChange={(e) => {
                  form.setFieldValue('options', { ...form.values.options, [name]: e.currentTarget.value });
                  form.clearFieldError(`options.${name}`);
                }}
                error={form.errors[`options.${name}`]}
              />
            ))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput label="Price" required {...form.getInputProps('price')} />
          <NumberInput
            label="Stock"
            description="Empty: made to order"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('stock')}
          />
          <TextInput label="SKU" {...form.getInputProps('sku')} />
        </SimpleGrid>
        <StoreImageInput
          label="Variant image"
          value={form.values.image}
          onChange={(url) => form.setFieldValue('image', url)}
        />
        <Checkbox label="For sale" {...form.getInputProps('available', { type: 'checkbox' })} />
        {(save.isError || form.errors.options) && (
          <Alert color="red" role="alert">
            {form.errors.options ?? errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save variant
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
