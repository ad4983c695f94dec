import {
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminExpert,
  AppFormSchema,
  type AppSection,
  ExpertFormSchema,
  FeatureEditorSchema,
  GalleryHeadingSchema,
  type GallerySection,
  homeEditorLimits,
  msg,
  SectionDescriptionSchema,
  SocialFormSchema,
  type SocialSection,
  type socialLinkFields,
} from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { VideoUpload } from '../../../components/upload';
import { useContractForm } from '../../../lib/form';
import { editorQueries, formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';
import { isImageFile } from './selection-fields';

const featureNames = ['Live', 'Shows', 'Video', 'Shop'];

/** Expert: a description and a video sent through the resumable upload (spec 002 §4 Expert video). */
export function ExpertCard() {
  const { data, isPending } = useQuery(editorQueries.expert());
  if (isPending) return <Skeleton h={200} />;
  // A new stored description starts the form again from it.
  return <ExpertForm key={data?.content ?? ''} data={data} />;
}

function ExpertForm({ data }: { data: AdminExpert | undefined }) {
  const form = useContractForm(ExpertFormSchema, { content: data?.content ?? '' });
  const save = useHomeWrite(writes.expert);
  const submit = form.onSubmit(({ content }) => notify(save.mutateAsync({ content })));
  return (
    <SectionCard title="Expert" testId="editor-expert">
      <Textarea label="Description" autosize minRows={3} {...form.getInputProps('content')} />
      <Group>
        <Button variant="default" loading={save.isPending} onClick={() => submit()}>
          Save description
        </Button>
      </Group>
      <Text size="sm">
        {data?.video_file_name
          ? `Current video: ${data.video_file_name}`
          : data?.video_playback_id
            ? 'An expert video is uploaded.'
            : 'No expert video yet.'}
      </Text>
      <VideoUpload
        label="Upload expert video"
        onUploaded={(asset) =>
          notify(
            save.mutateAsync({
              video_file_name: asset.video_file_name ?? undefined,
              video_asset_id: asset.asset_id,
              video_playback_id: asset.playback_ids[0]?.id,
            }),
          )
        }
      />
    </SectionCard>
  );
}

/** Features: a description and four boxes (rank 1 live, 2 shows, 3 video, 4 shop). */
export function FeaturesCard() {
  const { data, isPending } = useQuery(editorQueries.features());
  if (isPending) return <Skeleton h={200} />;
  return (
    <SectionCard title="Features" testId="editor-features">
      <FeaturesDescription key={data?.description ?? ''} description={data?.description ?? ''} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {featureNames.map((name, i) => (
          <FeatureBox
            key={name}
            rank={i + 1}
            name={name}
            feature={data?.features.find((f) => f.rank === i + 1)}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

function FeaturesDescription({ description }: { description: string }) {
  const form = useContractForm(SectionDescriptionSchema, { description });
  const save = useHomeWrite(writes.featuresDescription);
  const submit = form.onSubmit((v) => notify(save.mutateAsync(v.description)));
  return (
    <>
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Group>
        <Button variant="default" loading={save.isPending} onClick={() => submit()}>
          Save description
        </Button>
      </Group>
    </>
  );
}

function FeatureBox({
  rank,
  name,
  feature,
}: {
  rank: number;
  name: string;
  feature?: { title: string; description: string };
}) {
  const form = useContractForm(FeatureEditorSchema, {
    title: feature?.title ?? '',
    description: feature?.description ?? '',
  });
  // Updates if the rank exists, else creates (spec 002 §4 Feature save).
  const save = useHomeWrite((v: { title: string; description: string }) =>
    feature ? writes.featureUpdate(rank, v) : writes.featureCreate({ rank, ...v }),
  );
  const submit = form.onSubmit((values) => {
    const { title, description } = FeatureEditorSchema.parse(values);
    void notify(save.mutateAsync({ title, description }));
  });
  // "Fill all fields" is the box's own message; it clears as soon as either field is edited.
  const error = form.errors.form;
  return (
    <fieldset style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: 12 }}>
      <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: '0 4px' }}>
        {rank}. {name}
      </legend>
      <TextInput label="Title" maxLength={120} {...form.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={2} mt="xs" {...form.getInputProps('description')} />
      {error && (
        <Alert color="red" mt="xs" role="alert">
          {error}
        </Alert>
      )}
      <Button mt="sm" onClick={() => submit()} loading={save.isPending} aria-label={`Save feature ${name}`}>
        Save
      </Button>
    </fieldset>
  );
}

const socialLabels = {
  facebook_link: 'Facebook',
  instagram_link: 'Instagram',
  twitter_link: 'Twitter',
  youtube_link: 'YouTube',
} as const;
type SocialKey = keyof typeof socialLinkFields;

/** Social media: a description and four links, each checked as a URL before anything is saved. */
export function SocialCard() {
  const { data, isPending } = useQuery(editorQueries.social());
  if (isPending) return <Skeleton h={200} />;
  return <SocialForm key={JSON.stringify(data ?? null)} data={data} />;
}

function SocialForm({ data }: { data: SocialSection | undefined }) {
  const form = useContractForm(SocialFormSchema, {
    description: data?.description ?? '',
    facebook_link: data?.facebook_link ?? '',
    instagram_link: data?.instagram_link ?? '',
    twitter_link: data?.twitter_link ?? '',
    youtube_link: data?.youtube_link ?? '',
  });
  const save = useHomeWrite(writes.social);
  const submit = form.onSubmit((values) => notify(save.mutateAsync(values)));
  const first = Object.values(form.errors)[0];
  return (
    <SectionCard title="Social media" testId="editor-social">
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      {(Object.keys(socialLabels) as SocialKey[]).map((key) => (
        <TextInput key={key} label={`${socialLabels[key]} link`} type="url" {...form.getInputProps(key)} />
      ))}
      {first && (
        <Alert color="red" role="alert">
          {first}
        </Alert>
      )}
      <Group>
        <Button onClick={() => submit()} loading={save.isPending}>
          Save social media
        </Button>
      </Group>
    </SectionCard>
  );
}

/** App: a photo, a description and the two store links. */
export function AppCard() {
  const { data, isPending } = useQuery(editorQueries.app());
  if (isPending) return <Skeleton h={200} />;
  const key = data ? [data.content, data.google_store_link, data.apple_store_link].join('\n') : '';
  return <AppForm key={key} data={data} />;
}

function AppForm({ data }: { data: AppSection | undefined }) {
  const form = useContractForm(AppFormSchema, {
    content: data?.content ?? '',
    google_store_link: data?.google_store_link ?? '',
    apple_store_link: data?.apple_store_link ?? '',
    image: null as File | null,
  });
  const save = useHomeWrite(writes.app);
  const image = form.values.image;
  const imageError = (img: File | null) => (img && !isImageFile(img) ? msg.wrongFileType : null);
  const submit = form.onSubmit(
    ({ content, google_store_link, apple_store_link }) => {
      const wrong = imageError(image);
      if (wrong) return form.setFieldError('image', wrong);
      void notify(save.mutateAsync(formOf({ content, google_store_link, apple_store_link, image }))).then(
        (ok) => ok && form.setFieldValue('image', null),
      );
    },
    // Every mistake at once: the links' and the photo's.
    () => {
      const wrong = imageError(image);
      if (wrong) form.setFieldError('image', wrong);
    },
  );
  return (
    <SectionCard title="App" testId="editor-app">
      <Group align="flex-start">
        {data?.image && <Image src={data.image} alt="" w={120} radius="sm" />}
        <FileButton onChange={(file) => form.setFieldValue('image', file)} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="default" {...props}>
              {image ? image.name : 'Choose photo'}
            </Button>
          )}
        </FileButton>
      </Group>
      {form.errors.image && (
        <Text c="red" size="sm">
          {form.errors.image}
        </Text>
      )}
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('content')} />
      <TextInput label="Google Play link" type="url" {...form.getInputProps('google_store_link')} />
      <TextInput label="App Store link" type="url" {...form.getInputProps('apple_store_link')} />
      <Group>
        <Button onClick={() => submit()} loading={save.isPending}>
          Save app section
        </Button>
      </Group>
    </SectionCard>
  );
}

/** Gallery: a heading and five photo slots. */
export function GalleryCard() {
  const { data, isPending } = useQuery(editorQueries.gallery());
  if (isPending) return <Skeleton h={200} />;
  return <GalleryForm key={data?.text ?? ''} data={data} />;
}

function GalleryForm({ data }: { data: GallerySection | undefined }) {
  const form = useContractForm(GalleryHeadingSchema, { text: data?.text ?? '' });
  const heading = useHomeWrite(writes.galleryHeading);
  // A slot that holds a photo has it replaced; an empty slot gets a new one.
  const photo = useHomeWrite(({ rank, file }: { rank: number; file: File }) =>
    data?.images.some((i) => i.rank === rank)
      ? writes.galleryReplace(rank, formOf({ image: file }))
      : writes.galleryCreate(formOf({ rank, image: file })),
  );
  const busy = photo.isPending ? (photo.variables?.rank ?? null) : null;
  const saveHeading = form.onSubmit((v) => notify(heading.mutateAsync(v.text)));
  const upload = (rank: number, file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) return notify(Promise.reject(new Error(msg.wrongFileType)));
    return notify(photo.mutateAsync({ rank, file }));
  };
  return (
    <SectionCard title="Gallery" testId="editor-gallery">
      <Group align="flex-end">
        <TextInput label="Heading" style={{ flex: 1 }} {...form.getInputProps('text')} />
        <Button variant="default" loading={heading.isPending} onClick={() => saveHeading()}>
          Save heading
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        {Array.from({ length: homeEditorLimits.gallerySlots }, (_, i) => i + 1).map((rank) => {
          const img = data?.images.find((g) => g.rank === rank);
          return (
            <div key={rank}>
              {img ? (
                <Image src={img.image} alt={`Gallery photo ${rank}`} h={90} radius="sm" />
              ) : (
                <Skeleton h={90} animate={busy === rank} />
              )}
              <FileButton onChange={(f) => upload(rank, f)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button
                    size="xs"
                    variant="light"
                    mt={4}
                    fullWidth
                    loading={busy === rank}
                    {...props}
                    aria-label={`Choose gallery photo ${rank}`}
                  >
                    Photo {rank}
                  </Button>
                )}
              </FileButton>
            </div>
          );
        })}
      </SimpleGrid>
    </SectionCard>
  );
}
