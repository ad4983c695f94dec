import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminShow, contentLimits, msg, ShowFieldsSchema } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { contentKeys, createShow, updateShow } from '../api/content-api';
import { EpisodeList } from './episode-list';
import { isFilled, passes, requiredErrors, serverErrors, useFieldErrors } from './form-errors';
import { ImageField } from './image-field';
import { TagsButton } from './tags-button';

const listing = '/upload-content-listing';

/** Show form (spec 002 §2.10): name, description, both images, episodes, Add Tags, Cancel, Save Changes. */
export function ShowForm({ show }: { show?: AdminShow }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [title, setTitle] = useState(show?.title ?? '');
  const [description, setDescription] = useState(show?.description ?? '');
  const [titleImage, setTitleImage] = useState<File | null>(null);
  const [coverImage, setCoverImage] = useState<File | null>(null);
  const { errors, setErrors, clearIfValid } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [tags, setTags] = useState(show?.tags_names ?? []);

  const save = async () => {
    const missing = requiredErrors({
      title,
      description,
      title_image: titleImage ?? show?.title_image,
      cover_image: coverImage ?? show?.cover_image,
    });
    if (missing.title) missing.title = msg.contentTitleRequired;
    if (missing.description) missing.description = msg.contentDescriptionRequired;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const fields = { title, description, title_image: titleImage, cover_image: coverImage };
      const res = show ? await updateShow(show.id, fields) : await createShow(fields);
      notifications.show({ color: 'green', message: res.msg });
      await qc.invalidateQueries({ queryKey: contentKeys.all });
      setTitleImage(null);
      setCoverImage(null);
      // A new show moves to its edit route, where episodes can be added (spec 002 §4).
      if (!show) navigate(`/update-show-content/show/${res.data.id}`, { replace: true });
    } catch (e) {
      setErrors(serverErrors(e));
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Show name"
            value={title}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTitle(value);
              clearIfValid('title', passes(ShowFieldsSchema.shape.title, value));
            }}
            error={errors.title}
            maxLength={contentLimits.title}
          />
          <Textarea
            label="Description"
            value={description}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDescription(value);
              clearIfValid('description', passes(ShowFieldsSchema.shape.description, value));
            }}
            error={errors.description}
            autosize
            minRows={3}
            maxLength={contentLimits.description}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField
              label="Title image"
              current={show?.title_image}
              value={titleImage}
              onChange={(file) => {
                setTitleImage(file);
                clearIfValid('title_image', isFilled(file));
              }}
              error={errors.title_image}
            />
            <ImageField
              label="Cover image"
              current={show?.cover_image}
              value={coverImage}
              onChange={(file) => {
                setCoverImage(file);
                clearIfValid('cover_image', isFilled(file));
              }}
              error={errors.cover_image}
            />
          </SimpleGrid>
          {show && <TagsButton target={{ show: show.id }} tags={tags} onSaved={setTags} />}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => navigate(listing)}>
              {msg.contentCancel}
            </Button>
            <Button onClick={save} loading={saving}>
              {msg.contentSaveChanges}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <EpisodeList showId={show?.id ?? null} episodes={show?.episodes ?? []} />
    </Stack>
  );
}
