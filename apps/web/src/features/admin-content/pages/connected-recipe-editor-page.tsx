import {
  Button,
  Container,
  FileInput,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  type AdminConnectedRecipe,
  type ConnectedRecipeRouteType,
  checkConnectedRecipe,
  connectedRecipePaths,
  connectedRecipeRouteTypes,
  imageAccept,
  instructionSteps,
  msg,
} from '@simmer/contracts';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorMessage } from '../../../lib/api';
import {
  addConnectedRecipe,
  apiParentType,
  connectedRecipeKeys,
  editConnectedRecipe,
  uploadRecipeImage,
  useConnectedRecipe,
  useDeleteConnectedRecipe,
} from '../api/connected-recipes';
import { emptyRow, type IngredientRow, IngredientRows } from '../components/ingredient-rows';
import {
  blankDetails,
  type DetailsState,
  detailsBody,
  RecipeDetailsFields,
} from '../components/recipe-details-fields';
import { StepTimesEditor, type StepTimesState, timesBody, timesState } from '../components/step-times-editor';

const RecipeRichText = lazy(() => import('../components/recipe-rich-text'));

interface FormState {
  name: string;
  instructions: string;
  notes: string;
  ingredients: IngredientRow[];
  image: File | null;
  imageUrl: string | null;
  details: DetailsState;
  times: StepTimesState;
}

const blank = (): FormState => ({
  name: '',
  instructions: '',
  notes: '',
  ingredients: [emptyRow()],
  image: null,
  imageUrl: null,
  details: blankDetails(),
  times: timesState(null, []),
});

const fromRecipe = (r: AdminConnectedRecipe): FormState => ({
  name: r.name,
  instructions: r.instructions,
  notes: r.notes,
  ingredients: r.ingredients.length
    ? r.ingredients.map((i) => ({
        ...emptyRow(),
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        category: i.category,
      }))
    : [emptyRow()],
  image: null,
  imageUrl: r.recipe_image,
  details: {
    servings: r.servings,
    prep_minutes: r.prep_minutes ?? '',
    cook_minutes: r.cook_minutes ?? '',
    recipe_yield: r.recipe_yield,
    course: r.course,
    diets: r.diets,
    calories: r.nutrition?.calories ?? '',
    protein_g: r.nutrition?.protein_g ?? '',
    carbs_g: r.nutrition?.carbs_g ?? '',
    fat_g: r.nutrition?.fat_g ?? '',
  },
  times: timesState(r.ingredients_time, r.step_times),
});

/** What a save sends; also what "something changed" compares (row keys and the editor's empty markup aside). */
const essence = (f: FormState) =>
  JSON.stringify({
    name: f.name.trim(),
    instructions: f.instructions === '<p></p>' ? '' : f.instructions,
    notes: f.notes === '<p></p>' ? '' : f.notes,
    ingredients: f.ingredients
      .map(({ name, quantity, unit, category }) => ({
        name: name.trim(),
        quantity: quantity.trim(),
        unit: unit.trim(),
        category: category.trim(),
      }))
      .filter((i) => i.name || i.quantity || i.category),
    image: f.image ? `${f.image.name}:${f.image.size}` : f.imageUrl,
    details: f.details,
    times: f.times,
  });

const isImageFile = (file: File) =>
  /\.(png|jpe?g)$/i.test(file.name) && /^image\/(png|jpeg)$/.test(file.type || 'image/png');

/**
 * /upload-recipe-instructions/{contentType}/{contentId}/new-recipe and
 * /edit-recipe-instructions/{contentType}/{contentId}/edit-recipe/{recipeId} (spec 002 §2.10).
 */
export default function ConnectedRecipeEditorPage() {
  const params = useParams();
  const contentType = params.contentType as ConnectedRecipeRouteType;
  const contentId = Number(params.contentId);
  const recipeId = params.recipeId ? Number(params.recipeId) : 0;
  const editing = recipeId > 0;
  const valid =
    connectedRecipeRouteTypes.includes(contentType) && contentId > 0 && (!params.recipeId || editing);
  const existing = useConnectedRecipe(valid ? recipeId : 0);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form, setForm] = useState<FormState>(blank);
  const [loaded, setLoaded] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const remove = useDeleteConnectedRecipe();

  useEffect(() => {
    if (existing.data) {
      const state = fromRecipe(existing.data);
      setForm(state);
      setLoaded(state);
    }
  }, [existing.data]);

  const changed = useMemo(() => !loaded || essence(form) !== essence(loaded), [form, loaded]);
  const back = valid ? connectedRecipePaths.parent(contentType, contentId) : '/upload-content-listing';
  // A field's message goes away once the field is changed.
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (key in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== key)) : e));
  };

  if (!valid) return <EmptyState message={msg.connectedRecipeNotFound} />;
  if (editing && existing.isPending) return <PageLoader />;
  if (editing && existing.isError)
    return (
      <EmptyState
        message={
          existing.error instanceof ApiError && existing.error.status === 404
            ? msg.connectedRecipeNotFound
            : msg.connectedRecipeLoadFailed
        }
        action={
          <Button component={Link} to={back} variant="light">
            {msg.connectedRecipeBack}
          </Button>
        }
      />
    );

  const pickImage = (file: File | null) => {
    if (file && !isImageFile(file)) {
      setErrors((e) => ({ ...e, recipe_image: msg.wrongFileType }));
      notifications.show({ color: 'red', message: msg.wrongFileType });
      return;
    }
    setErrors(({ recipe_image: _, ...rest }) => rest);
    set('image', file);
  };

  const submit = async () => {
    const ingredients = form.ingredients.map(({ name, quantity, unit, category }) => ({
      name,
      quantity,
      unit,
      category,
    }));
    const problem = checkConnectedRecipe(
      { name: form.name, instructions: form.instructions, notes: form.notes, ingredients },
      { strictNames: true },
    );
    const times = timesBody(form.times, instructionSteps(form.instructions).length);
    if (problem || Object.keys(times.errors).length) {
      const all = { ...problem?.errors, ...times.errors };
      setErrors(all);
      notifications.show({
        color: 'red',
        message: problem?.msg ?? Object.values(all)[0] ?? msg.invalidInput,
      });
      return;
    }
    setErrors({});
    setSaving(true);
    const failed = editing ? msg.connectedRecipeUpdateFailed : msg.connectedRecipeUploadFailed;
    try {
      const recipe_image = form.image ? (await uploadRecipeImage(form.image)).url : form.imageUrl;
      // Rows without a name are dropped when saving (spec 002 §5).
      const body = {
        name: form.name.trim(),
        instructions: form.instructions,
        notes: form.notes,
        recipe_image,
        ingredients: ingredients.filter((i) => i.name.trim()),
        ...detailsBody(form.details),
        ...(contentType === 'recipe' ? {} : times.body),
      };
      const res = editing
        ? await editConnectedRecipe(recipeId, body)
        : await addConnectedRecipe({
            ...body,
            content_type: apiParentType(contentType),
            [apiParentType(contentType)]: contentId,
          });
      await client.invalidateQueries({ queryKey: connectedRecipeKeys.all });
      notifications.show({ color: 'green', message: res.msg });
      navigate(back);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {};
      // The image pipeline names its field `image`; the form's field is the recipe image.
      if (fieldErrors.image) fieldErrors.recipe_image = fieldErrors.image;
      setErrors(fieldErrors);
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      notifications.show({ color: 'red', message: clientError ? error.message : failed });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: msg.connectedRecipeDelete,
      children: (
        <Text size="sm">{msg.connectedRecipeConfirmDelete.replace('{name}', loaded?.name ?? '')}</Text>
      ),
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(recipeId, {
          onSuccess: (res) => {
            notifications.show({ color: 'green', message: res.msg });
            navigate(back);
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  const title = editing ? msg.connectedRecipeEditTitle : msg.connectedRecipeNewTitle;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Button component={Link} to={back} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            {msg.connectedRecipeBack}
          </Button>
        </Group>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              <TextInput
                label={msg.connectedRecipeNameLabel}
                value={form.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errors.name}
                withAsterisk
                maxLength={200}
              />
              <Stack gap="xs">
                <FileInput
                  label={msg.connectedRecipeImageLabel}
                  description={msg.connectedRecipeImageHint}
                  accept={imageAccept}
                  placeholder="Choose a png, jpg or jpeg image"
                  leftSection={<IconPhoto size={16} />}
                  value={form.image}
                  onChange={pickImage}
                  error={errors.recipe_image}
                  clearable
                />
                {!form.image && form.imageUrl && (
                  <Group gap="sm" align="end">
                    <Image src={form.imageUrl} alt="" mah={160} w="auto" radius="sm" />
                    <Button size="xs" variant="subtle" color="red" onClick={() => set('imageUrl', null)}>
                      {msg.connectedRecipeImageRemove}
                    </Button>
                  </Group>
                )}
              </Stack>
              <Suspense fallback={<Loader size="sm" />}>
                <RecipeRichText
                  label={msg.connectedRecipeInstructionsLabel}
                  value={form.instructions}
                  onChange={(html) => set('instructions', html)}
                  error={errors.instructions}
                  required
                  testId="instructions-editor"
                />
                <RecipeRichText
                  label={msg.connectedRecipeNotesLabel}
                  value={form.notes}
                  onChange={(html) => set('notes', html)}
                  error={errors.notes}
                  testId="notes-editor"
                />
              </Suspense>
              <IngredientRows
                rows={form.ingredients}
                onChange={(rows) => set('ingredients', rows)}
                errors={errors}
              />
              <RecipeDetailsFields value={form.details} onChange={(d) => set('details', d)} errors={errors} />
              {contentType !== 'recipe' && (
                <StepTimesEditor
                  parentType={contentType}
                  parentId={contentId}
                  instructions={form.instructions}
                  value={form.times}
                  onChange={(t) => set('times', t)}
                  errors={errors}
                />
              )}
              <Group justify="flex-end">
                {editing && (
                  <Button
                    variant="subtle"
                    color="red"
                    mr="auto"
                    onClick={confirmDelete}
                    loading={remove.isPending}
                  >
                    {msg.connectedRecipeDelete}
                  </Button>
                )}
                <Button component={Link} to={back} variant="default">
                  {msg.connectedRecipeCancel}
                </Button>
                <Button type="submit" loading={saving} disabled={editing && !changed}>
                  {msg.connectedRecipeSave}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
