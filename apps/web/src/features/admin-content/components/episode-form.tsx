import { Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type AdminEpisode, contentLimits, EpisodeFieldsSchema, msg } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { contentKeys, createEpisode, publishEpisode, updateEpisode } from '../api/content-api';
import { isFilled, passes, requiredErrors, serverErrors, useFieldErrors } from './form-errors';
import { ImageField } from './image-field';
import { RecipesSection } from './recipes-section';
import { TagsButton } from './tags-button';
import { type UploadedVideo, VideoFileField } from './video-file-field';

/**
 * Episode form (spec 002 §2.10, §5): title, title image, premium, video (blocked under three
 * characters of name), tags and connected recipes; Publish Episode once saved.
 */
export function EpisodeForm({ episode, showId }: { episode?: AdminEpisode; showId: number | null }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [title, setTitle] = useState(episode?.title ?? '');
  const [isPremium, setIsPremium] = useState(episode?.is_premium ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const { errors, setErrors, clearIfValid } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [tags, setTags] = useState(episode?.tags_names ?? []);
  const show = episode?.show ?? showId;
  const back = () => navigate(show ? `/update-show-content/show/${show}` : '/upload-content-listing');
  const nameTooShort = () =>
    title.trim().length < contentLimits.episodeNameMin ? msg.contentEpisodeNameShort : null;

  const save = async () => {
    const missing = requiredErrors({
      title,
      show,
      title_image: image ?? episode?.title_image,
      video: uploaded?.assetId ?? episode?.video_asset_id,
    });
    if (missing.title) missing.title = msg.contentTitleRequired;
    else if (nameTooShort()) missing.title = msg.contentEpisodeNameShort;
    if (missing.show) missing.show = msg.contentShowRequired;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const fields = {
        title,
        is_premium: isPremium,
        show: String(show),
        title_image: image,
        video_asset_id: uploaded?.assetId,
        video_playback_id: uploaded?.playbackId,
        video_file_name: uploaded?.fileName,
      };
      const res = episode ? await updateEpisode(episode.id, fields) : await createEpisode(fields);
      notifications.show({ color: 'green', message: res.msg });
      await qc.invalidateQueries({ queryKey: contentKeys.all });
      setImage(null);
      setUploaded(null);
      if (!episode) navigate(`/update-episode-content/episode/${res.data.id}`, { replace: true });
    } catch (e) {
      setErrors(serverErrors(e));
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  const publish = () => {
    if (!episode) return;
    modals.openConfirmModal({
      title: msg.contentPublishEpisode,
      children: <Text size="sm">{msg.contentConfirmPublishEpisode.replace('{title}', episode.title)}</Text>,
      labels: { confirm: msg.confirmYes, cancel: msg.confirmNo },
      onConfirm: async () => {
        try {
          const res = await publishEpisode(episode.id);
          notifications.show({ color: 'green', message: res.msg });
          await qc.invalidateQueries({ queryKey: contentKeys.all });
          back();
        } catch (e) {
          notifications.show({ color: 'red', message: errorMessage(e) });
        }
      },
    });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Episode name"
            value={title}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTitle(value);
              clearIfValid('title', passes(EpisodeFieldsSchema.shape.title, value));
            }}
            error={errors.title}
            maxLength={contentLimits.title}
          />
          <ImageField
            label="Title image"
            current={episode?.title_image}
            value={image}
            onChange={(file) => {
              setImage(file);
              clearIfValid('title_image', isFilled(file));
            }}
            error={errors.title_image}
          />
          <Switch
            label="Premium episode"
            checked={isPremium}
            onChange={(e) => setIsPremium(e.currentTarget.checked)}
          />
          <VideoFileField
            currentName={episode?.video_file_name ?? (episode?.video_playback_id ? 'Video uploaded' : null)}
            uploaded={uploaded}
            onUploaded={(video) => {
              setUploaded(video);
              clearIfValid(['video', 'video_asset_id'], isFilled(video.assetId));
            }}
            beforeStart={nameTooShort}
            error={errors.video ?? errors.video_asset_id}
          />
          {episode && <TagsButton target={{ episode: episode.id }} tags={tags} onSaved={setTags} />}
          {errors.show && (
            <Text c="red" size="sm" role="alert">
              {errors.show}
            </Text>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={back}>
              {msg.contentCancel}
            </Button>
            <Button onClick={save} loading={saving}>
              {msg.contentSaveChanges}
            </Button>
            {episode && !episode.is_publish && (
              <Button color="green" onClick={publish}>
                {msg.contentPublishEpisode}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <RecipesSection contentType="episode" contentId={episode?.id ?? null} />
    </Stack>
  );
}
