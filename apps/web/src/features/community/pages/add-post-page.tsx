import {
  Button,
  Container,
  FileInput,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  imageAccept,
  missingPostFields,
  msg,
  type Post,
  type PostType,
  postTypes,
  richTextIsEmpty,
} from '@simmer/contracts';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { createPost, updatePost, useInvalidatePosts, usePost } from '../api/posts-api';
import { PostVideo } from '../components/post-video';
import { PostVideoUpload } from '../components/post-video-upload';
import { tabOf } from '../lib/navigation';

const InstructionsEditor = lazy(() => import('../components/instructions-editor'));

interface FormState {
  post_type: PostType | '';
  description: string;
  recipe_name: string;
  instructions: string;
  status_text: string;
  image: File | null;
  video: string;
}
const empty: FormState = {
  post_type: '',
  description: '',
  recipe_name: '',
  instructions: '',
  status_text: '',
  image: null,
  video: '',
};
const typeLabels: Record<PostType, string> = {
  photo: 'Photo',
  video: 'Video',
  recipe: 'Recipe',
  status: 'Status',
};

function fromPost(post: Post): FormState {
  return {
    post_type: post.post_type,
    description: post.description ?? '',
    recipe_name: post.recipe_name ?? '',
    instructions: post.instructions ?? '',
    status_text: post.status_text ?? '',
    image: null,
    video: post.video ?? '',
  };
}

/** /add-post/add-new and /add-post/{id}: the post form (spec 001 §2, §4, §5). */
export default function AddPostPage() {
  const { id } = useParams();
  const editId = id && id !== 'add-new' ? Number(id) : null;
  const navigate = useNavigate();
  const invalidate = useInvalidatePosts();
  const { user } = useSession();
  const existing = usePost(editId ?? 0);
  const [form, setForm] = useState<FormState>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const loaded = useMemo(() => (existing.data ? fromPost(existing.data) : null), [existing.data]);

  useEffect(() => {
    if (loaded) setForm(loaded);
  }, [loaded]);
  useEffect(() => {
    if (editId === null) return;
    const notMine = existing.data && existing.data.user_details.id !== user?.id;
    if (existing.isError || !Number.isInteger(editId) || notMine) {
      notifications.show({ color: 'red', message: msg.postNotFound });
      navigate('/add-post/add-new', { replace: true });
    }
  }, [editId, existing.isError, existing.data, user?.id, navigate]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  // On a new post, choosing the type resets every field.
  const chooseType = (value: string | null) => {
    setForm({ ...empty, post_type: (value ?? '') as PostType | '' });
    setErrors({});
  };

  const changed =
    !loaded ||
    form.image !== null ||
    form.video !== loaded.video ||
    (['post_type', 'description', 'recipe_name', 'status_text'] as const).some(
      (k) => form[k] !== loaded[k],
    ) ||
    (form.instructions !== loaded.instructions &&
      !(richTextIsEmpty(form.instructions) && richTextIsEmpty(loaded.instructions)));

  const submit = async () => {
    if (editId === null) {
      const missing = missingPostFields({
        post_type: form.post_type || undefined,
        description: form.description,
        recipe_name: form.recipe_name,
        instructions: form.instructions,
        status_text: form.status_text,
        hasImage: Boolean(form.image),
        hasVideo: Boolean(form.video),
      });
      if (Object.keys(missing).length) {
        setErrors(missing);
        return;
      }
    }
    const body = new FormData();
    body.set('post_type', form.post_type);
    for (const key of ['description', 'recipe_name', 'instructions', 'status_text', 'video'] as const) {
      if (form[key] || loaded?.[key]) body.set(key, form[key]);
    }
    if (form.image) body.set('image', form.image);
    setSaving(true);
    try {
      const res = editId === null ? await createPost(body) : await updatePost(editId, body);
      await invalidate();
      notifications.show({ color: 'green', message: res.msg });
      navigate(`/community-timeline/${tabOf(res.data.post_type)}`);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  if (editId !== null && existing.isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  const type = form.post_type;
  return (
    <Container size="sm" py="lg">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        mb="sm"
        onClick={() => (editId !== null ? navigate('/community-timeline') : navigate(-1))}
      >
        Back
      </Button>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2}>{editId !== null ? 'Edit Post' : 'Create Post'}</Title>
          <Select
            label="Post type"
            placeholder="Choose a type"
            data={postTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
            value={type || null}
            onChange={chooseType}
            disabled={editId !== null}
            error={errors.post_type}
            withAsterisk
            allowDeselect={false}
          />
          {type === 'status' && (
            <Textarea
              label="Status"
              value={form.status_text}
              onChange={(e) => set('status_text', e.currentTarget.value)}
              error={errors.status_text}
              autosize
              minRows={3}
              withAsterisk
            />
          )}
          {type === 'recipe' && (
            <TextInput
              label="Recipe name"
              value={form.recipe_name}
              onChange={(e) => set('recipe_name', e.currentTarget.value)}
              error={errors.recipe_name}
              withAsterisk
            />
          )}
          {(type === 'photo' || type === 'recipe') && (
            <Stack gap="xs">
              <FileInput
                label="Image"
                accept={imageAccept}
                placeholder="Choose a png, jpg or jpeg image"
                leftSection={<IconPhoto size={16} />}
                value={form.image}
                onChange={(file) => set('image', file)}
                error={errors.image}
                clearable
                withAsterisk={editId === null}
              />
              {!form.image && existing.data?.image && (
                <Image src={existing.data.image} alt="" mah={200} w="auto" radius="sm" />
              )}
            </Stack>
          )}
          {type === 'video' && (
            <Stack gap="xs">
              <PostVideoUpload onUploaded={(assetId) => set('video', assetId)} error={errors.video} />
              {existing.data?.video_playback_id && form.video === existing.data.video && (
                <PostVideo post={existing.data} />
              )}
            </Stack>
          )}
          {type === 'recipe' && (
            <Suspense fallback={<Loader size="sm" />}>
              <InstructionsEditor
                label="Instructions"
                value={form.instructions}
                onChange={(html) => set('instructions', html)}
                error={errors.instructions}
              />
            </Suspense>
          )}
          {(type === 'photo' || type === 'video' || type === 'recipe') && (
            <Textarea
              label="Description"
              value={form.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errors.description}
              autosize
              minRows={3}
              withAsterisk={type !== 'recipe'}
            />
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={saving} disabled={editId !== null && !changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
