import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { IconChefHat, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { type BoxRef, boxKeys, markCooked, removeCooked, useCookedHistory } from '../api/recipe-box-api';

/** Today in the member's own calendar, as `YYYY-MM-DD`. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** "Cooked it": marks the recipe cooked on a day (today by default) and lists the history. */
export function CookedIt({ item }: { item: BoxRef }) {
  const [opened, setOpened] = useState(false);
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const history = useCookedHistory(item, true);
  const refresh = () => client.invalidateQueries({ queryKey: boxKeys.cooked(item) });
  const mark = useMutation({
    mutationFn: () => markCooked(item, day),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      setError(null);
      await refresh();
    },
    onError: (e) => setError(e instanceof ApiError ? (e.errors.cooked_on ?? e.message) : errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeCooked(id),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      await refresh();
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const dates = history.data?.data ?? [];
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={280}
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          size="xs"
          variant={dates.length ? 'light' : 'default'}
          leftSection={<IconChefHat size={16} />}
          onClick={() => {
            setDay(today());
            setError(null);
            setOpened((o) => !o);
          }}
        >
          {dates.length ? `${msg.cookedIt} · ${dates.length}` : msg.cookedIt}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              mark.mutate();
            }}
          >
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                type="date"
                label={msg.cookedOnLabel}
                value={day}
                max={today()}
                onChange={(e) => setDay(e.currentTarget.value)}
                error={error}
                style={{ flex: 1 }}
                required
              />
              <Button type="submit" loading={mark.isPending}>
                {msg.cookedIt}
              </Button>
            </Group>
          </form>
          <Text size="sm" fw={600}>
            {msg.cookedHistory}
          </Text>
          {history.isError ? (
            <Text size="sm" c="red">
              {errorMessage(history.error)}
            </Text>
          ) : !dates.length ? (
            <Text size="sm" c="dimmed">
              {msg.cookedNever}
            </Text>
          ) : (
            <Stack
              gap={2}
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              data-testid="cooked-history"
            >
              {dates.map((d) => (
                <Group key={d.id} component="li" justify="space-between" wrap="nowrap">
                  <Text size="sm">{d.cooked_on}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={fillMessage(msg.cookedRemove, { date: d.cooked_on })}
                    onClick={() => remove.mutate(d.id)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
