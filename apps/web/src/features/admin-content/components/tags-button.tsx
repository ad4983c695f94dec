import { Badge, Button, Group, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { contentLimits, limits, msg, uniqueTags } from '@simmer/contracts';
import { IconTags } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { saveTags, searchTags, type TagTarget } from '../api/content-api';

/** The item's tags and an Add Tags dialog; empty and duplicate names are dropped (spec 002 §5). */
export function TagsButton({
  target,
  tags,
  onSaved,
}: {
  target: TagTarget;
  tags: string[];
  onSaved: (tags: string[]) => void;
}) {
  const [opened, { open: show, close }] = useDisclosure(false);
  const [value, setValue] = useState<string[]>(tags);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, limits.searchDebounceMs);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // The dialog opens on the item's tags as they are now.
  const open = () => {
    setValue(tags);
    show();
  };
  useEffect(() => {
    if (!opened || !debounced.trim()) return setSuggestions([]);
    const ctl = new AbortController();
    searchTags(debounced.trim(), ctl.signal)
      .then((r) => setSuggestions(r.data))
      .catch(() => undefined);
    return () => ctl.abort();
  }, [debounced, opened]);

  const save = useMutation({
    mutationFn: (names: string[]) => saveTags(target, names),
    onSuccess: (res) => {
      onSaved(res.data.tags_names);
      notifications.show({ color: 'green', message: res.msg });
      close();
    },
    onError: (e) => notifications.show({ color: 'red', message: errorMessage(e) }),
  });

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Button variant="light" leftSection={<IconTags size={16} />} onClick={open}>
          {msg.contentAddTags}
        </Button>
        {tags.map((t) => (
          <Badge key={t} variant="outline" tt="none">
            {t}
          </Badge>
        ))}
      </Group>
      <Modal opened={opened} onClose={close} title={msg.contentAddTags} centered>
        <Stack>
          <TagsInput
            label="Tags"
            description="Press Enter after each tag."
            value={value}
            onChange={(v) => setValue(uniqueTags(v))}
            searchValue={search}
            onSearchChange={setSearch}
            data={suggestions.filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()))}
            maxTags={contentLimits.tags}
            clearable
          />
          <Text size="xs" c="dimmed">
            Tags name the recipe categories of the home page.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {msg.contentCancel}
            </Button>
            <Button onClick={() => save.mutate(uniqueTags(value))} loading={save.isPending}>
              Save tags
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
