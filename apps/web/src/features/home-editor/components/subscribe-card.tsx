import { Button, FileButton, Group, Image, Skeleton, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg } from '@simmer/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { editorQueries, exportSubscribers, formOf, useHomeWrite, writes } from '../api/home-editor-api';
import { notify, SectionCard } from './section-card';
import { isImageFile } from './selection-fields';

const subscribersText = (n: number) => `${n} ${n === 1 ? 'subscriber' : 'subscribers'}`;

/** The subscribe block: title, description, two photos; the subscriber count and the CSV export. */
export function SubscribeCard() {
  const { data, isPending } = useQuery(editorQueries.subscribe());
  const stats = useQuery(editorQueries.subscribers());
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<[File | null, File | null]>([null, null]);
  const [exporting, setExporting] = useState(false);
  const save = useHomeWrite(writes.subscribeBlock);
  useEffect(() => {
    if (!data) return;
    setTitle(data.title);
    setDescription(data.description);
  }, [data]);
  if (isPending) return <Skeleton h={200} />;

  const submit = async () => {
    if (photos.some((p) => p && !isImageFile(p))) {
      return notifications.show({ color: 'red', message: msg.wrongFileType });
    }
    const ok = await notify(
      save.mutateAsync(formOf({ title, description, image_1: photos[0], image_2: photos[1] })),
    );
    if (ok) setPhotos([null, null]);
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportSubscribers();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  };
  const current = [data?.image_1, data?.image_2];
  return (
    <SectionCard title="Subscribe block" testId="editor-subscribe">
      <TextInput
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={200}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group>
        {[0, 1].map((i) => (
          <Group key={i} gap="xs">
            {current[i] && <Image src={current[i]} alt="" w={72} h={48} radius="sm" />}
            <FileButton
              accept="image/png,image/jpeg"
              onChange={(f) => setPhotos(i === 0 ? [f, photos[1]] : [photos[0], f])}
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
        <Button onClick={submit} loading={save.isPending}>
          Save subscribe block
        </Button>
        <Group gap="sm">
          <Text size="sm" data-testid="subscriber-count">
            {stats.isPending ? '…' : subscribersText(stats.data?.count ?? 0)}
          </Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={onExport}
            loading={exporting}
            disabled={!stats.data?.count}
          >
            Export as CSV
          </Button>
        </Group>
      </Group>
    </SectionCard>
  );
}
