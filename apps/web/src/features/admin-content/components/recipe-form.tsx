import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminYoutubeRecipe,
  contentLimits,
  isValidUrl,
  msg,
  YoutubeRecipeFieldsSchema,
} from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { contentKeys, createRecipe, publishRecipe, updateRecipe } from '../api/content-api';
import { isFilled, passes, requiredErrors, serverErrors, useFieldErrors } from './form-errors';
import { ImageField } from './image-field';
import { RecipesSection } from './recipes-section';
import { TagsButton } from './tags-button';
import { usePublish } from './use-publish';

const listing = '/upload-content-listing';

/** YouTube recipe form (spec 002 §4, §5): title, title image, YouTube link; then Publish Recipe. */
export function RecipeForm({ recipe }: { recipe?: AdminYoutubeRecipe }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [title, setTitle] = useState(recipe?.title ?? '');
  const [link, setLink] = useState(recipe?.youtube_link ?? '');
  const [image, setImage] = useState<File | null>(null);
  const { errors, setErrors, clearIfValid } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [tags, setTags] = useState(recipe?.tags_names ?? []);

  const save = async () => {
    const missing = requiredErrors({ title, title_image: image ?? recipe?.title_image, youtube_link: link });
    if (missing.title) missing.title = msg.contentTitleRequired;
    if (!missing.youtube_link && !isValidUrl(link)) missing.youtube_link = msg.contentInvalidUrl;
    setErrors(missing);
    if (Object.keys(missing).length) {
      const several = Object.keys(missing).length > 1;
      notifications.show({
        color: 'red',
        message: several ? msg.contentYoutubeMandatory : Object.values(missing)[0],
      });
      return;
    }
    setSaving(true);
    try {
      const fields = { title, youtube_link: link.trim(), title_image: image };
      const res = recipe ? await updateRecipe(recipe.id, fields) : await createRecipe(fields);
      notifications.show({ color: 'green', message: res.msg });
      await qc.invalidateQueries({ queryKey: contentKeys.all });
      setImage(null);
      if (!recipe) navigate(`/update-content/recipe/${res.data.id}`, { replace: true });
    } catch (e) {
      setErrors(serverErrors(e));
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  const { publish: publishNow, publishing } = usePublish(
    () => publishRecipe(recipe!.id),
    contentKeys.recipe(recipe?.id ?? 0),
  );
  const publish = () => {
    if (!recipe) return;
    if (!recipe.title.trim()) {
      notifications.show({ color: 'red', message: msg.contentPublishTitleMandatory });
      return;
    }
    void publishNow();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Title"
            value={title}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTitle(value);
              clearIfValid('title', passes(YoutubeRecipeFieldsSchema.shape.title, value));
            }}
            error={errors.title}
            maxLength={contentLimits.title}
          />
          <ImageField
            label="Title image"
            current={recipe?.title_image}
            value={image}
            onChange={(file) => {
              setImage(file);
              clearIfValid('title_image', isFilled(file));
            }}
            error={errors.title_image}
          />
          <TextInput
            label="YouTube link"
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setLink(value);
              clearIfValid('youtube_link', isValidUrl(value));
            }}
            error={errors.youtube_link}
            maxLength={contentLimits.youtubeLink}
          />
          {recipe && <TagsButton target={{ youtube_recipe: recipe.id }} tags={tags} onSaved={setTags} />}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => navigate(listing)}>
              {recipe ? msg.contentExit : msg.contentCancel}
            </Button>
            <Button onClick={save} loading={saving}>
              {msg.contentSaveChanges}
            </Button>
            {recipe && !recipe.is_publish && (
              <Button color="green" onClick={publish} loading={publishing}>
                {msg.contentPublishRecipe}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <RecipesSection contentType="recipe" contentId={recipe?.id ?? null} />
    </Stack>
  );
}
