import { Button, Group, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminVideo, contentLimits, msg, VideoFieldsSchema } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { contentKeys, createVideo, publishVideo, updateVideo } from '../api/content-api';
import { isFilled, passes, requiredErrors, serverErrors, useFieldErrors } from './form-errors';
import { ImageField } from './image-field';
import { RecipesSection } from './recipes-section';
import { TagsButton } from './tags-button';
import { usePublish } from './use-publish';
import { type UploadedVideo, VideoFileField } from './video-file-field';

const listing = '/upload-content-listing';

/** Video form (spec 002 §4, §5): name, description, title image, premium, video; then Publish Video. */
export function VideoForm({ video }: { video?: AdminVideo }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [title, setTitle] = useState(video?.title ?? '');
  const [description, setDescription] = useState(video?.description ?? '');
  const [isPremium, setIsPremium] = useState(video?.is_premium ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedVideo | null>(null);
  const { errors, setErrors, clearIfValid } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [tags, setTags] = useState(video?.tags_names ?? []);

  const save = async () => {
    const missing = requiredErrors({
      title,
      description,
      title_image: image ?? video?.title_image,
      video: uploaded?.assetId ?? video?.video_asset_id,
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const fields = {
        title,
        description,
        is_premium: isPremium,
        title_image: image,
        video_asset_id: uploaded?.assetId,
        video_playback_id: uploaded?.playbackId,
        video: uploaded?.fileName,
      };
      const res = video ? await updateVideo(video.id, fields) : await createVideo(fields);
      notifications.show({ color: 'green', message: res.msg });
      await qc.invalidateQueries({ queryKey: contentKeys.all });
      setImage(null);
      setUploaded(null);
      if (!video) navigate(`/update-content/video/${res.data.id}`, { replace: true });
    } catch (e) {
      setErrors(serverErrors(e));
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  };

  const { publish, publishing } = usePublish(
    () => publishVideo(video!.id),
    contentKeys.video(video?.id ?? 0),
  );

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Video name"
            value={title}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTitle(value);
              clearIfValid('title', passes(VideoFieldsSchema.shape.title, value));
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
              clearIfValid('description', passes(VideoFieldsSchema.shape.description, value));
            }}
            error={errors.description}
            autosize
            minRows={3}
            maxLength={contentLimits.description}
          />
          <ImageField
            label="Title image"
            current={video?.title_image}
            value={image}
            onChange={(file) => {
              setImage(file);
              clearIfValid('title_image', isFilled(file));
            }}
            error={errors.title_image}
          />
          <Switch
            label="Premium video"
            checked={isPremium}
            onChange={(e) => setIsPremium(e.currentTarget.checked)}
          />
          <VideoFileField
            currentName={video?.video ?? (video?.video_playback_id ? 'Video uploaded' : null)}
            uploaded={uploaded}
            onUploaded={(video) => {
              setUploaded(video);
              clearIfValid(['video', 'video_asset_id'], isFilled(video.assetId));
            }}
            error={errors.video ?? errors.video_asset_id}
          />
          {video && <TagsButton target={{ video: video.id }} tags={tags} onSaved={setTags} />}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={() => navigate(listing)}>
              {video ? msg.contentExit : msg.contentCancel}
            </Button>
            <Button onClick={save} loading={saving}>
              {msg.contentSaveChanges}
            </Button>
            {video && !video.is_publish && (
              <Button color="green" onClick={publish} loading={publishing}>
                {msg.contentPublishVideo}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <RecipesSection contentType="video" contentId={video?.id ?? null} />
    </Stack>
  );
}
