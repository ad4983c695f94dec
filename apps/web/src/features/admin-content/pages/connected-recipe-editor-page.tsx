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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { ApiError, errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
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

type FormState = {
  name: string;
  instructions: string;
  notes: string;
  ingredients: IngredientRow[];
  image: File | null;
  imageUrl: string | null;
  details: DetailsState;
  times: StepTimesState;
};

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

const rowsOf = (f: FormState) =>
  f.ingredients.map(({ name, quantity, unit, category }) => ({ name, quantity, unit, category }));

/**
 * The form's schema: the contract's check of a connected recipe (strict ingredient names),
 * and the step times read as m:ss; each message under the field it names.
 */
const recipeFormSchema = (timed: boolean) =>
  z.custom<FormState>().superRefine((f, ctx) => {
    const problem = checkConnectedRecipe(
      { name: f.name, instructions: f.instructions, notes: f.notes, ingredients: rowsOf(f) },
      { strictNames: true },
    );
    const times = timed ? timesBody(f.times, instructionSteps(f.instructions).length).errors : {};
    for (const [key, message] of Object.entries({ ...problem?.errors, ...times })) {
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

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
  const back = valid ? connectedRecipePaths.parent(contentType, contentId) : '/upload-content-listing';

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
          <RecipeForm
            key={recipeId || 'new'}
            contentType={contentType}
            contentId={contentId}
            stored={editing ? existing.data : undefined}
            back={back}
          />
        </Paper>
      </Stack>
    </Container>
  );
}

/** The recipe's fields, opened on the stored recipe when editing. */
function RecipeForm({
  contentType,
  contentId,
  stored,
  back,
}: {
  contentType: ConnectedRecipeRouteType;
  contentId: number;
  stored: AdminConnectedRecipe | undefined;
  back: string;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const timed = contentType !== 'recipe';
  const form = useContractForm<FormState>(recipeFormSchema(timed), stored ? fromRecipe(stored) : blank());
  const [baseline] = useState(() => (stored ? essence(form.getValues()) : null));
  const changed = baseline === null || essence(form.values) !== baseline;
  const remove = useDeleteConnectedRecipe();
  const values = form.values;
  // A field's message goes away once the field is changed.
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    form.setFieldValue(key, value as never);
  const errors = form.errors as Record<string, string>;

  const pickImage = (file: File | null) => {
    if (file && !isImageFile(file)) {
      form.setFieldError('recipe_image', msg.wrongFileType);
      notifications.show({ color: 'red', message: msg.wrongFileType });
      return;
    }
    form.clearFieldError('recipe_image');
    set('image', file);
  };

  const save = useMutation({
    mutationFn: async (f: FormState) => {
      const recipe_image = f.image ? (await uploadRecipeImage(f.image)).url : f.imageUrl;
      // Rows without a name are dropped when saving (spec 002 §5).
      const body = {
        name: f.name.trim(),
        instructions: f.instructions,
        notes: f.notes,
        recipe_image,
        ingredients: rowsOf(f).filter((i) => i.name.trim()),
        ...detailsBody(f.details),
        ...(timed ? timesBody(f.times, instructionSteps(f.instructions).length).body : {}),
      };
      return stored
        ? editConnectedRecipe(stored.id, body)
        : addConnectedRecipe({
            ...body,
            content_type: apiParentType(contentType),
            [apiParentType(contentType)]: contentId,
          });
    },
    onSuccess: async (res) => {
      await client.invalidateQueries({ queryKey: connectedRecipeKeys.all });
      notifications.show({ color: 'green', message: res.msg });
      navigate(back);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? { ...error.errors } : {};
      // The image pipeline names its field `image`; the form's field is the recipe image.
      if (fieldErrors.image) fieldErrors.recipe_image = fieldErrors.image;
      form.setErrors(fieldErrors);
      const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const failed = stored ? msg.connectedRecipeUpdateFailed : msg.connectedRecipeUploadFailed;
      notifications.show({ color: 'red', message: clientError ? error.message : failed });
    },
  });

  /** The notice of a refused form: the contract's summary, else the first message. */
  const refused = (fieldErrors: Record<string, unknown>, f: FormState) => {
    const problem = checkConnectedRecipe(
      { name: f.name, instructions: f.instructions, notes: f.notes, ingredients: rowsOf(f) },
      { strictNames: true },
    );
    const first = Object.values(fieldErrors)[0];
    notifications.show({
      color: 'red',
      message: problem?.msg ?? (typeof first === 'string' ? first : msg.invalidInput),
    });
  };

  const confirmDelete = (recipe: AdminConnectedRecipe) =>
    modals.openConfirmModal({
      title: msg.connectedRecipeDelete,
      children: <Text size="sm">{msg.connectedRecipeConfirmDelete.replace('{name}', recipe.name)}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(recipe.id, {
          onSuccess: (res) => {
            notifications.show({ color: 'green', message: res.msg });
            navigate(back);
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  return (
    <form noValidate onSubmit={form.onSubmit((f) => save.mutate(f), refused)}>
      <Stack gap="md">
        <TextInput
          label={msg.connectedRecipeNameLabel}
          value={values.name}
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
            value={values.image}
            onChange={pickImage}
            error={errors.recipe_image}
            clearable
          />
          {!values.image && values.imageUrl && (
            <Group gap="sm" align="end">
              <Image src={values.imageUrl} alt="" mah={160} w="auto" radius="sm" />
              <Button size="xs" variant="subtle" color="red" onClick={() => set('imageUrl', null)}>
                {msg.connectedRecipeImageRemove}
              </Button>
            </Group>
          )}
        </Stack>
        <Suspense fallback={<Loader size="sm" />}>
          <RecipeRichText
            label={msg.connectedRecipeInstructionsLabel}
            value={values.instructions}
            onChange={(html) => set('instructions', html)}
            error={errors.instructions}
            required
            testId="instructions-editor"
          />
          <RecipeRichText
            label={msg.connectedRecipeNotesLabel}
            value={values.notes}
            onChange={(html) => set('notes', html)}
            error={errors.notes}
            testId="notes-editor"
          />
        </Suspense>
        <IngredientRows
          rows={values.ingredients}
          onChange={(rows) => set('ingredients', rows)}
          errors={errors}
        />
        <RecipeDetailsFields value={values.details} onChange={(d) => set('details', d)} errors={errors} />
        {timed && (
          <StepTimesEditor
            parentType={contentType as 'video' | 'episode'}
            parentId={contentId}
            instructions={values.instructions}
            value={values.times}
            onChange={(t) => set('times', t)}
            errors={errors}
          />
        )}
        <Group justify="flex-end">
          {stored && (
            <Button
              variant="subtle"
              color="red"
              mr="auto"
              onClick={() => confirmDelete(stored)}
              loading={remove.isPending}
            >
              {msg.connectedRecipeDelete}
            </Button>
          )}
          <Button component={Link} to={back} variant="default">
            {msg.connectedRecipeCancel}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={stored !== undefined && !changed}>
            {msg.connectedRecipeSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
