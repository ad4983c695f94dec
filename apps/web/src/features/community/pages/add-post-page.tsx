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
  PostFieldsSchema,
  type PostType,
  postTypes,
  richTextIsEmpty,
} from '@simmer/contracts';
import { IconArrowLeft, IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { createPost, updatePost, useInvalidatePosts, usePost } from '../api/posts-api';
import { PostVideo } from '../components/post-video';
import { PostVideoUpload } from '../components/post-video-upload';
import { tabOf } from '../lib/navigation';

const InstructionsEditor = lazy(() => import('../components/instructions-editor'));

type FormState = {
  post_type: PostType | '';
  description: string;
  recipe_name: string;
  instructions: string;
  status_text: string;
  image: File | null;
  video: string;
};
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
  const { user } = useSession();
  const existing = usePost(editId ?? 0);

  useEffect(() => {
    if (editId === null) return;
    const notMine = existing.data && existing.data.user_details.id !== user?.id;
    if (existing.isError || !Number.isInteger(editId) || notMine) {
      notifications.show({ color: 'red', message: msg.postNotFound });
      navigate('/add-post/add-new', { replace: true });
    }
  }, [editId, existing.isError, existing.data, user?.id, navigate]);

  // An edited post's form starts from the post, so it waits for it.
  if (editId !== null && !existing.data) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  return <PostForm key={editId ?? 'new'} editId={editId} post={existing.data ?? null} />;
}

function PostForm({ editId, post }: { editId: number | null; post: Post | null }) {
  const navigate = useNavigate();
  const invalidate = useInvalidatePosts();
  const loaded = useMemo(() => (post ? fromPost(post) : null), [post]);
  const form = useContractForm<FormState>(PostFieldsSchema, loaded ?? empty);
  const values = form.values;

  // On a new post, choosing the type resets every field.
  const chooseType = (value: string | null) => {
    form.setValues({ ...empty, post_type: (value ?? '') as PostType | '' });
    form.clearErrors();
  };

  const changed =
    !loaded ||
    values.image !== null ||
    values.video !== loaded.video ||
    (['post_type', 'description', 'recipe_name', 'status_text'] as const).some(
      (k) => values[k] !== loaded[k],
    ) ||
    (values.instructions !== loaded.instructions &&
      !(richTextIsEmpty(values.instructions) && richTextIsEmpty(loaded.instructions)));

  const save = useMutation({
    mutationFn: (body: FormData) => (editId === null ? createPost(body) : updatePost(editId, body)),
    onSuccess: async (res) => {
      await invalidate();
      notifications.show({ color: 'green', message: res.msg });
      navigate(`/community-timeline/${tabOf(res.data.post_type)}`);
    },
    onError: (error) => {
      serverErrors(form, error);
      notifications.show({ color: 'red', message: errorMessage(error) });
    },
  });

  const submit = (v: FormState) => {
    // What each type of new post must carry (the server checks the same); on edit nothing is required.
    if (editId === null) {
      const missing = missingPostFields({
        post_type: v.post_type || undefined,
        description: v.description,
        recipe_name: v.recipe_name,
        instructions: v.instructions,
        status_text: v.status_text,
        hasImage: Boolean(v.image),
        hasVideo: Boolean(v.video),
      });
      if (Object.keys(missing).length) {
        form.setErrors(missing);
        return;
      }
    }
    const body = new FormData();
    body.set('post_type', v.post_type);
    for (const key of ['description', 'recipe_name', 'instructions', 'status_text', 'video'] as const) {
      if (v[key] || loaded?.[key]) body.set(key, v[key]);
    }
    if (v.image) body.set('image', v.image);
    save.mutate(body);
  };

  const type = values.post_type;
  const error = (name: keyof FormState) => form.errors[name] as string | undefined;
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
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <Title order={2}>{editId !== null ? 'Edit Post' : 'Create Post'}</Title>
            <Select
              label="Post type"
              placeholder="Choose a type"
              data={postTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
              value={type || null}
              onChange={chooseType}
              disabled={editId !== null}
              error={error('post_type')}
              withAsterisk
              allowDeselect={false}
            />
            {type === 'status' && (
              <Textarea
                label="Status"
                autosize
                minRows={3}
                withAsterisk
                {...form.getInputProps('status_text')}
              />
            )}
            {type === 'recipe' && (
              <TextInput label="Recipe name" withAsterisk {...form.getInputProps('recipe_name')} />
            )}
            {(type === 'photo' || type === 'recipe') && (
              <Stack gap="xs">
                <FileInput
                  label="Image"
                  accept={imageAccept}
                  placeholder="Choose a png, jpg or jpeg image"
                  leftSection={<IconPhoto size={16} />}
                  clearable
                  withAsterisk={editId === null}
                  {...form.getInputProps('image')}
                />
                {!values.image && post?.image && (
                  <Image src={post.image} alt="" mah={200} w="auto" radius="sm" />
                )}
              </Stack>
            )}
            {type === 'video' && (
              <Stack gap="xs">
                <PostVideoUpload
                  onUploaded={(assetId) => form.setFieldValue('video', assetId)}
                  error={error('video')}
                />
                {post?.video_playback_id && values.video === post.video && <PostVideo post={post} />}
              </Stack>
            )}
            {type === 'recipe' && (
              <Suspense fallback={<Loader size="sm" />}>
                <InstructionsEditor
                  label="Instructions"
                  value={values.instructions}
                  onChange={(html) => form.setFieldValue('instructions', html)}
                  error={error('instructions')}
                />
              </Suspense>
            )}
            {(type === 'photo' || type === 'video' || type === 'recipe') && (
              <Textarea
                label="Description"
                autosize
                minRows={3}
                withAsterisk={type !== 'recipe'}
                {...form.getInputProps('description')}
              />
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={editId !== null && !changed}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
