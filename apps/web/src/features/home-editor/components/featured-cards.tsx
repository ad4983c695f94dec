import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Text,
  TextInput,
} from '@mantine/core';
import { type HomeContentItem, homeEditorLimits, TopRightHeadingSchema } from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useContractForm } from '../../../lib/form';
import { contentTypeLabel } from '../../../lib/open-content';
import { LabelBadge, labelOf } from '../../home/components/content-card';
import { editorQueries, formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { ContentPicker, type PickedContent } from './content-picker';
import { notify, SectionCard } from './section-card';

/** The picker's optional label as the form sends it (both or neither). */
const labelFields = (title: string, color: string | null) =>
  title.trim() && color ? { title: title.trim(), title_label_color: color } : {};

const detailsOf = (i: HomeContentItem) =>
  i.video_details ?? i.show_details ?? i.episode_details ?? i.youtube_recipe_details;

/** Top-left feature: one item of any type, chosen through the picker (spec 002 §2.5). */
export function TopLeftCard() {
  const { data, isPending } = useQuery(editorQueries.topLeft());
  const [open, setOpen] = useState(false);
  const save = useHomeWrite(writes.topLeft);
  const item = data?.data;
  const d = item ? detailsOf(item) : null;
  const label = item ? labelOf(item) : null;
  const add = async ({ item: picked, cover, title, color }: PickedContent) => {
    const key = picked.content_type === 'youtube-recipe' ? 'youtube_recipe' : picked.content_type;
    const res = await save.mutateAsync(
      formOf({
        content_type: picked.content_type,
        [key]: picked.id,
        cover_image: cover,
        ...labelFields(title, color),
      }),
    );
    await notify(Promise.resolve(res));
  };
  return (
    <SectionCard title="Top-left feature" testId="editor-top-left">
      {isPending ? (
        <Skeleton h={160} />
      ) : item && d ? (
        <Group align="flex-start" wrap="nowrap">
          <Image src={item.cover_image ?? d.title_image} alt="" w={160} h={100} radius="sm" fit="cover" />
          <div>
            <Group gap={6}>
              <Badge variant="light">{contentTypeLabel(item.content_type)}</Badge>
              {label && <LabelBadge label={label} />}
            </Group>
            <Text fw={600} mt={4} data-testid="top-left-title">
              {d.title}
            </Text>
          </div>
        </Group>
      ) : (
        <Text c="dimmed">No featured item yet.</Text>
      )}
      <Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)} loading={save.isPending}>
          Add Content
        </Button>
      </Group>
      <ContentPicker opened={open} onClose={() => setOpen(false)} onAdd={add} withLabel />
    </SectionCard>
  );
}

/** Top-right list: an editable heading and eight recipe slots (spec 002 §2.5, §4). */
export function TopRightCard() {
  const { data, isPending } = useQuery(editorQueries.topRight());
  const [rank, setRank] = useState<number | null>(null);
  const slots = Array.from({ length: homeEditorLimits.topRightSlots }, (_, i) => i + 1);
  const filled = (r: number) => data?.recipes.find((s) => s.rank === r);
  // A filled slot is replaced; an empty one is created with its rank.
  const put = useHomeWrite(({ rank: r, item, cover, title, color }: PickedContent & { rank: number }) => {
    const fields = { youtube_recipe: item.id, cover_image: cover, ...labelFields(title, color) };
    return filled(r)
      ? writes.topRightReplace(r, formOf(fields))
      : writes.topRightCreate(formOf({ rank: r, ...fields }));
  });
  const busy = put.isPending ? (put.variables?.rank ?? null) : null;
  const add = async (picked: PickedContent) => {
    if (rank === null) return;
    const res = await put.mutateAsync({ ...picked, rank });
    await notify(Promise.resolve(res));
  };
  const heading = data?.heading.heading ?? '';
  return (
    <SectionCard title="Top-right list" testId="editor-top-right">
      <TopRightHeading key={heading} stored={heading} />
      {isPending ? (
        <Skeleton h={200} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {slots.map((r) => {
            const slot = filled(r);
            const label = slot ? labelOf(slot) : null;
            return (
              <Card key={r} withBorder padding="xs" radius="sm" data-testid={`top-right-slot-${r}`}>
                <Card.Section>
                  <AspectRatio ratio={4 / 3}>
                    {slot ? (
                      <Image src={slot.cover_image ?? slot.recipe_details.title_image} alt="" />
                    ) : (
                      <Skeleton animate={busy === r} />
                    )}
                  </AspectRatio>
                </Card.Section>
                <Group gap={6} mt={6}>
                  <Text size="xs" c="dimmed">
                    Slot {r}
                  </Text>
                  {label && <LabelBadge label={label} />}
                </Group>
                <Text size="sm" fw={600} lineClamp={1}>
                  {slot?.recipe_details.title ?? 'Empty'}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  mt={6}
                  loading={busy === r}
                  onClick={() => setRank(r)}
                  aria-label={`Add Content to slot ${r}`}
                >
                  Add Content
                </Button>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <ContentPicker
        opened={rank !== null}
        onClose={() => setRank(null)}
        type="youtube-recipe"
        onAdd={add}
        withLabel
      />
    </SectionCard>
  );
}

function TopRightHeading({ stored }: { stored: string }) {
  const form = useContractForm(TopRightHeadingSchema, { heading: stored });
  const save = useHomeWrite(writes.topRightHeading);
  const submit = form.onSubmit(({ heading }) => notify(save.mutateAsync(heading.trim())));
  return (
    <Group align="flex-end">
      <TextInput label="Heading" style={{ flex: 1 }} maxLength={200} {...form.getInputProps('heading')} />
      <Button variant="default" loading={save.isPending} onClick={() => submit()}>
        Save heading
      </Button>
    </Group>
  );
}
