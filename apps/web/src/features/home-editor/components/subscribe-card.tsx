import { Button, FileButton, Group, Image, Skeleton, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, SubscribeFormSchema, type SubscribeSection } from '@simmer/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { editorQueries, exportSubscribers, formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';
import { isImageFile } from './selection-fields';

const subscribersText = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** The subscribe block: title, description, two photos; the subscriber count and the CSV export. */
export function SubscribeCard() {
  const { data, isPending } = useQuery(editorQueries.subscribe());
  const stats = useQuery(editorQueries.subscribers());
  if (isPending) return <Skeleton h={200} />;
  // A new stored title or description starts the form again from it.
  return <SubscribeForm key={data ? `${data.title}\n${data.description}` : ''} data={data} stats={stats} />;
}

function SubscribeForm({
  data,
  stats,
}: {
  data: SubscribeSection | undefined;
  stats: { isPending: boolean; data?: { count: number } };
}) {
  const form = useContractForm(SubscribeFormSchema, {
    title: data?.title ?? '',
    description: data?.description ?? '',
    photos: [null, null] as [File | null, File | null],
  });
  const save = useHomeWrite(writes.subscribeBlock);
  const exporting = useMutation({
    mutationFn: exportSubscribers,
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
  });
  const { photos } = form.values;

  const submit = form.onSubmit(async ({ title, description }) => {
    if (photos.some((p) => p && !isImageFile(p))) {
      return notifications.show({ color: 'red', message: msg.wrongFileType });
    }
    const ok = await notify(
      save.mutateAsync(formOf({ title, description, image_1: photos[0], image_2: photos[1] })),
    );
    if (ok) form.setFieldValue('photos', [null, null]);
  });
  const current = [data?.image_1, data?.image_2];
  return (
    <SectionCard title="Subscribe block" testId="editor-subscribe">
      <TextInput label="Title" maxLength={200} {...form.getInputProps('title')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Group>
        {[0, 1].map((i) => (
          <Group key={i} gap="xs">
            {current[i] && <Image src={current[i]} alt="" w={72} h={48} radius="sm" />}
            <FileButton
              accept="image/png,image/jpeg"
              onChange={(f) => form.setFieldValue('photos', i === 0 ? [f, photos[1]] : [photos[0], f])}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  {photos[i]?.name ?? `Photo ${i + 1}`}
                </Button>
              )}
            </FileButton>
          </Group>
        ))}
      </Group>
      <Group justify="space-between">
        <Button onClick={() => submit()} loading={save.isPending}>
          Save subscribe block
        </Button>
        <Group gap="sm">
          <Text size="sm" data-testid="subscriber-count">
            {stats.isPending ? '…' : subscribersText(stats.data?.count ?? 0)}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporting.mutate()}
            loading={exporting.isPending}
            disabled={!stats.data?.count}
          >
            Export as CSV
          </Button>
        </Group>
      </Group>
    </SectionCard>
  );
}
