import { Alert, Anchor, Button, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CarouselPageType,
  carouselPageTypes,
  carouselSlotsFor,
  msg,
  type PublishedContent,
  type PublishedContentType,
} from '@simmer/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { ContentTabs } from '../../admin/components/content-tabs';
import { formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { ContentTable } from '../components/content-table';
import {
  emptySelection,
  SelectionFields,
  type SelectionValues,
  selectionSchema,
} from '../components/selection-fields';

const titles: Record<CarouselPageType, string> = {
  show: msg.rowTitleShow,
  video: msg.rowTitleVideo,
  'youtube-recipe': msg.rowTitleYoutubeRecipe,
  update: msg.rowTitleUpdate,
};

/**
 * One carousel row (/carousel-listing-management/{type}): pick a published item, add a cover
 * and an optional label, then Add. The priority comes from the overview (route state) or the
 * select. A new slot is created, a taken one replaced; on success the page goes back.
 */
export default function CarouselListingPage() {
  const { type = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { priority?: number };
  const [priority, setPriority] = useState<string | null>(state.priority ? String(state.priority) : '1');
  const [selected, setSelected] = useState<PublishedContent | null>(null);
  // The item's own title image is the cover unless another is uploaded.
  const form = useContractForm<SelectionValues>(
    selectionSchema({ coverRequired: !!selected && !selected.title_image, withLabel: true }),
    { ...emptySelection },
  );
  const add = useHomeWrite(writes.carouselAdd);
  const error = form.errors.form;

  if (!(carouselPageTypes as readonly string[]).includes(type)) {
    return (
      <Container py="lg">
        <Text>{msg.notFound}</Text>
        <Anchor component={Link} to="/carousel-management">
          Back to the carousel
        </Anchor>
      </Container>
    );
  }
  const pageType = type as CarouselPageType;
  const rowType = pageType === 'youtube-recipe' ? 'youtube_recipe' : pageType;
  const filter: PublishedContentType | undefined = pageType === 'update' ? undefined : pageType;
  const slots = Array.from({ length: carouselSlotsFor(rowType) }, (_, i) => String(i + 1));

  const cancel = () => {
    setSelected(null);
    form.reset();
  };
  const submit = form.onSubmit((values) => {
    if (!selected || !priority) return;
    const key = selected.content_type === 'youtube-recipe' ? 'youtube_recipe' : selected.content_type;
    add.mutate(
      formOf({
        row_type: rowType,
        priority,
        [key]: selected.id,
        cover_image: values.cover,
        title: values.title.trim(),
        title_label_color: values.title.trim() ? values.color : null,
      }),
      {
        onSuccess: (res) => {
          notifications.show({ color: 'green', message: res.msg });
          navigate('/carousel-management');
        },
        onError: (e) => form.setFieldError('form', errorMessage(e)),
      },
    );
  });

  return (
    <Container size="xl" py="lg">
      <ContentTabs />
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={1} size="h2">
          {titles[pageType]}
        </Title>
        <Select
          label="Priority"
          data={slots}
          value={priority}
          onChange={setPriority}
          allowDeselect={false}
          w={120}
        />
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <Text fw={600}>{msg.pickerHeading}</Text>
          <ContentTable
            type={filter}
            selected={selected}
            onSelect={setSelected}
            empty={msg.contentNoPublished}
          />
          {selected && (
            <SelectionFields
              value={form.values}
              onChange={(v) => form.setValues(v)}
              withLabel
              coverRequired={!selected.title_image}
              defaultCover={selected.title_image}
            />
          )}
          {error && (
            <Alert color="red" role="alert" data-testid="carousel-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button onClick={() => submit()} disabled={!selected} loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
