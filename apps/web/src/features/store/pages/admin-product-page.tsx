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
import { type AdminProduct, type AdminVariant, dollars, msg, paths } from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { RowActions } from '../../../components/row-actions';
import { ApiError, errorMessage } from '../../../lib/api';
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
  const [title, setTitle] = useState(current?.title ?? '');
  const [handle, setHandle] = useState(current?.handle ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [image, setImage] = useState<string | null>(current?.image ?? null);
  const [options, setOptions] = useState<string[]>(current?.option_names ?? []);
  const [published, setPublished] = useState(current?.published ?? true);
  const [collectionIds, setCollectionIds] = useState<string[]>((current?.collection_ids ?? []).map(String));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = (current?.variants.length ?? 0) > 0;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!title.trim()) return setErrors({ title: msg.allFieldsRequired });
    setBusy(true);
    try {
      const input = {
        title,
        description,
        image,
        option_names: options,
        published,
        collection_ids: collectionIds.map(Number),
        ...(handle.trim() ? { handle: handle.trim() } : {}),
      };
      const res = current ? await updateProduct(current.id, input) : await createProduct(input);
      queryClient.setQueryData(adminStoreKeys.product(res.data.id), res.data);
      await queryClient.invalidateQueries({ queryKey: ['admin-store', 'products'] });
      notifications.show({ message: res.msg });
      setErrors({});
      if (!current) navigate(paths.storeAdminProduct(res.data.id), { replace: true });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          {current ? current.title : 'Add product'}
        </Title>
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          label="Handle"
          description="The product's address; made from the title when empty."
          value={handle}
          onChange={(e) => setHandle(e.currentTarget.value)}
          error={errors.handle}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <StoreImageInput label="Product image" value={image} onChange={setImage} />
        <TagsInput
          label="Options"
          description={
            locked ? 'Fixed while the product has variants.' : 'For example Colour, Size (at most 3).'
          }
          value={options}
          onChange={setOptions}
          maxTags={3}
          disabled={locked}
          error={errors.option_names}
        />
        <MultiSelect
          label="Collections"
          data={(collections.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.title }))}
          value={collectionIds}
          onChange={setCollectionIds}
          error={errors.collection_ids}
        />
        <Checkbox
          label="Shown in the store"
          checked={published}
          onChange={(e) => setPublished(e.currentTarget.checked)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Save product
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Variants({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const saved = (data: AdminProduct) => {
    queryClient.setQueryData(adminStoreKeys.product(product.id), data);
    void queryClient.invalidateQueries({ queryKey: ['admin-store', 'products'] });
  };
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
                {dollars(v.price)} · {v.stock === null ? 'made to order' : `${v.stock} in stock`}
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
                  onConfirm: async () => {
                    try {
                      const res = await deleteVariant(v.id);
                      saved(res.data);
                      notifications.show({ message: res.msg });
                    } catch (err) {
                      notifications.show({ color: 'red', message: errorMessage(err) });
                    }
                  },
                })
              }
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
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
  const [options, setOptions] = useState<Record<string, string>>(current?.options ?? {});
  const [price, setPrice] = useState<number | string>(current?.price ?? '');
  const [sku, setSku] = useState(current?.sku ?? '');
  const [stock, setStock] = useState<number | string>(current?.stock ?? '');
  const [available, setAvailable] = useState(current?.available ?? true);
  const [image, setImage] = useState<string | null>(current?.image ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const local: Record<string, string> = {};
    for (const name of product.option_names)
      if (!options[name]?.trim()) local[`option:${name}`] = msg.allFieldsRequired;
    if (price === '' || !Number.isInteger(Number(price)) || Number(price) < 0)
      local.price = msg.storePriceInvalid;
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const input = {
        options: Object.fromEntries(product.option_names.map((n) => [n, options[n]!.trim()])),
        price: Number(price),
        sku,
        stock: stock === '' ? null : Number(stock),
        available,
        image,
      };
      const res = current ? await updateVariant(current.id, input) : await createVariant(product.id, input);
      notifications.show({ message: res.msg });
      onDone(res.data);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.errors);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="form" onSubmit={submit} noValidate>
      <Stack>
        {product.option_names.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: product.option_names.length }}>
            {product.option_names.map((name) => (
              <TextInput
                key={name}
                label={name}
                required
                value={options[name] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setOptions((o) => ({ ...o, [name]: value }));
                }}
                error={errors[`option:${name}`]}
              />
            ))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Price in cents"
            description={price === '' ? ' ' : dollars(Number(price) || 0)}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={price}
            onChange={setPrice}
            error={errors.price}
          />
          <NumberInput
            label="Stock"
            description="Empty: made to order"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={stock}
            onChange={setStock}
            error={errors.stock}
          />
          <TextInput label="SKU" value={sku} onChange={(e) => setSku(e.currentTarget.value)} />
        </SimpleGrid>
        <StoreImageInput label="Variant image" value={image} onChange={setImage} />
        <Checkbox
          label="For sale"
          checked={available}
          onChange={(e) => setAvailable(e.currentTarget.checked)}
        />
        {(error || errors.options) && (
          <Alert color="red" role="alert">
            {errors.options ?? error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save variant
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
