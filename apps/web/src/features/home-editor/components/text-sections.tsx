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
import { homeEditorLimits, msg, socialLinkFields, storeLinkFields, urlPattern } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { VideoUpload } from '../../../components/upload';
import { editorQueries, formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';
import { isImageFile } from './selection-fields';

const featureNames = ['Live', 'Shows', 'Video', 'Shop'];

/** Expert: a description and a video sent through the resumable upload (spec 002 §4 Expert video). */
export function ExpertCard() {
  const { data, isPending } = useQuery(editorQueries.expert());
  const [content, setContent] = useState('');
  const save = useHomeWrite(writes.expert);
  useEffect(() => setContent(data?.content ?? ''), [data?.content]);
  if (isPending) return <Skeleton h={200} />;
  return (
    <SectionCard title="Expert" testId="editor-expert">
      <Textarea
        label="Description"
        autosize
        minRows={3}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => notify(save.mutateAsync({ content }))}
        >
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
  const [description, setDescription] = useState('');
  const saveDescription = useHomeWrite(writes.featuresDescription);
  useEffect(() => setDescription(data?.description ?? ''), [data?.description]);
  if (isPending) return <Skeleton h={200} />;
  return (
    <SectionCard title="Features" testId="editor-features">
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          loading={saveDescription.isPending}
          onClick={() => notify(saveDescription.mutateAsync(description))}
        >
          Save description
        </Button>
      </Group>
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

function FeatureBox({
  rank,
  name,
  feature,
}: {
  rank: number;
  name: string;
  feature?: { title: string; description: string };
}) {
  const [title, setTitle] = useState(feature?.title ?? '');
  const [description, setDescription] = useState(feature?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  // Updates if the rank exists, else creates (spec 002 §4 Feature save).
  const save = useHomeWrite((v: { title: string; description: string }) =>
    feature ? writes.featureUpdate(rank, v) : writes.featureCreate({ rank, ...v }),
  );
  const submit = () => {
    if (!title.trim() && !description.trim()) return setError(msg.featureFillAllFields);
    setError(null);
    void notify(save.mutateAsync({ title: title.trim(), description: description.trim() }));
  };
  return (
    <fieldset style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, padding: 12 }}>
      <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: '0 4px' }}>
        {rank}. {name}
      </legend>
      <TextInput
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={120}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        mt="xs"
      />
      {error && (
        <Alert color="red" mt="xs" role="alert">
          {error}
        </Alert>
      )}
      <Button mt="sm" onClick={submit} loading={save.isPending} aria-label={`Save feature ${name}`}>
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
  const [values, setValues] = useState<Record<SocialKey | 'description', string>>({
    description: '',
    facebook_link: '',
    instagram_link: '',
    twitter_link: '',
    youtube_link: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useHomeWrite(writes.social);
  useEffect(() => {
    if (data) setValues({ ...data });
  }, [data]);
  if (isPending) return <Skeleton h={200} />;
  const submit = () => {
    const found: Record<string, string> = {};
    for (const key of Object.keys(socialLinkFields) as SocialKey[]) {
      if (!urlPattern.test(values[key].trim())) found[key] = socialLinkFields[key];
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    void notify(save.mutateAsync(values));
  };
  const first = Object.values(errors)[0];
  return (
    <SectionCard title="Social media" testId="editor-social">
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={values.description}
        onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
      />
      {(Object.keys(socialLabels) as SocialKey[]).map((key) => (
        <TextInput
          key={key}
          label={`${socialLabels[key]} link`}
          type="url"
          value={values[key]}
          error={errors[key]}
          onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
        />
      ))}
      {first && (
        <Alert color="red" role="alert">
          {first}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save social media
        </Button>
      </Group>
    </SectionCard>
  );
}

/** App: a photo, a description and the two store links. */
export function AppCard() {
  const { data, isPending } = useQuery(editorQueries.app());
  const [content, setContent] = useState('');
  const [links, setLinks] = useState({ google_store_link: '', apple_store_link: '' });
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useHomeWrite(writes.app);
  useEffect(() => {
    if (!data) return;
    setContent(data.content);
    setLinks({ google_store_link: data.google_store_link, apple_store_link: data.apple_store_link });
  }, [data]);
  if (isPending) return <Skeleton h={200} />;
  const submit = () => {
    const found: Record<string, string> = {};
    for (const key of Object.keys(storeLinkFields) as Array<keyof typeof storeLinkFields>) {
      if (!urlPattern.test(links[key].trim())) found[key] = storeLinkFields[key];
    }
    if (image && !isImageFile(image)) found.image = msg.wrongFileType;
    setErrors(found);
    if (Object.keys(found).length) return;
    void notify(save.mutateAsync(formOf({ content, ...links, image }))).then((ok) => ok && setImage(null));
  };
  return (
    <SectionCard title="App" testId="editor-app">
      <Group align="flex-start">
        {data?.image && <Image src={data.image} alt="" w={120} radius="sm" />}
        <FileButton onChange={setImage} accept="image/png,image/jpeg">
          {(props) => (
            <Button variant="default" {...props}>
              {image ? image.name : 'Choose photo'}
            </Button>
          )}
        </FileButton>
      </Group>
      {errors.image && (
        <Text c="red" size="sm">
          {errors.image}
        </Text>
      )}
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <TextInput
        label="Google Play link"
        type="url"
        value={links.google_store_link}
        error={errors.google_store_link}
        onChange={(e) => setLinks({ ...links, google_store_link: e.currentTarget.value })}
      />
      <TextInput
        label="App Store link"
        type="url"
        value={links.apple_store_link}
        error={errors.apple_store_link}
        onChange={(e) => setLinks({ ...links, apple_store_link: e.currentTarget.value })}
      />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save app section
        </Button>
      </Group>
    </SectionCard>
  );
}

/** Gallery: a heading and five photo slots. */
export function GalleryCard() {
  const { data, isPending } = useQuery(editorQueries.gallery());
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const heading = useHomeWrite(writes.galleryHeading);
  const create = useHomeWrite(writes.galleryCreate);
  const replace = useHomeWrite(({ rank, form }: { rank: number; form: FormData }) =>
    writes.galleryReplace(rank, form),
  );
  useEffect(() => setText(data?.text ?? ''), [data?.text]);
  if (isPending) return <Skeleton h={200} />;
  const upload = async (rank: number, file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) return notify(Promise.reject(new Error(msg.wrongFileType)));
    setBusy(rank);
    const exists = data?.images.some((i) => i.rank === rank);
    await notify(
      exists
        ? replace.mutateAsync({ rank, form: formOf({ image: file }) })
        : create.mutateAsync(formOf({ rank, image: file })),
    );
    setBusy(null);
  };
  return (
    <SectionCard title="Gallery" testId="editor-gallery">
      <Group align="flex-end">
        <TextInput
          label="Heading"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          loading={heading.isPending}
          onClick={() => notify(heading.mutateAsync(text))}
        >
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
