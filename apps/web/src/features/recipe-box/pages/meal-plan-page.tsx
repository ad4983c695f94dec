import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  addDays,
  fillMessage,
  type Meal,
  type MealPlanEntry,
  type MealPlanWeek,
  msg,
  weekStart,
} from '@simmer/contracts';
import { IconChevronLeft, IconChevronRight, IconCopy, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { groceryKeys } from '../../grocery/api/grocery-api';
import {
  addEntry,
  boxKeys,
  copyToNextWeek,
  removeEntry,
  updateEntry,
  usePlan,
  weekToGroceryList,
} from '../api/recipe-box-api';
import { AddToPlanModal } from '../components/add-to-plan-modal';
import { GroceryModal } from '../components/grocery-modal';
import { dayLabel, daysOf, localToday, mealLabels, meals } from '../components/plan-days';
import { PlanEntryCard } from '../components/plan-entry-card';

const slotId = (day: string, meal: Meal) => `${day}|${meal}`;

/** One meal of one day: where a dragged recipe lands. */
function Slot({
  day,
  meal,
  children,
  empty,
}: {
  day: string;
  meal: Meal;
  children: ReactNode;
  empty: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(day, meal) });
  return (
    <Stack
      ref={setNodeRef}
      gap={4}
      p={6}
      style={{
        borderRadius: 6,
        minHeight: 44,
        border: `1px dashed ${isOver ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-3)'}`,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      data-testid="plan-slot"
      data-slot={slotId(day, meal)}
      aria-label={`${dayLabel(day)}, ${mealLabels[meal]}`}
      role="group"
    >
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {mealLabels[meal]}
      </Text>
      {children}
      {empty && (
        <Text size="xs" c="dimmed">
          {msg.mealPlanEmptySlot}
        </Text>
      )}
    </Stack>
  );
}

/** The member's week planner: recipes on days and meals, their servings, and the week's groceries. */
export default function MealPlanPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const week = weekStart(asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : localToday());
  const plan = usePlan(week);
  const client = useQueryClient();
  const [adding, setAdding] = useState<{ day: string; meal: Meal } | null>(null);
  const [grocery, setGrocery] = useState(false);
  // The list the week last went into, with a way to it.
  const [made, setMade] = useState<{ id: number; text: string } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
  );
  const goTo = (w: string) => setParams({ week: w });
  const refresh = () => client.invalidateQueries({ queryKey: boxKeys.plans });
  const onError = (e: unknown) => notify({ color: 'red', message: errorMessage(e) });
  const move = useMutation({
    mutationFn: (v: { id: number; day?: string; meal?: Meal; servings?: number }) =>
      updateEntry(v.id, { day: v.day, meal: v.meal, servings: v.servings }),
    // Moved at once on the page; the server's answer confirms it.
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: boxKeys.plan(week) });
      client.setQueryData<MealPlanWeek>(
        boxKeys.plan(week),
        (old) =>
          old && {
            ...old,
            entries: old.entries.map((e) => (e.id === v.id ? { ...e, ...strip(v) } : e)),
          },
      );
    },
    onSuccess: (res) => notify({ color: 'green', message: res.msg }),
    onError,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeEntry(id),
    onSuccess: (res) => notify({ color: 'green', message: res.msg }),
    onError,
    onSettled: refresh,
  });
  const copy = useMutation({
    mutationFn: () => copyToNextWeek(week),
    onSuccess: async (res) => {
      notify({ color: 'green', message: res.msg });
      await refresh();
      goTo(res.data.week);
    },
    onError,
  });

  function onDragEnd(event: DragEndEvent) {
    const id = Number(event.active.id);
    const target = event.over ? String(event.over.id).split('|') : null;
    const entry = plan.data?.entries.find((e) => e.id === id);
    if (!entry || !target) return;
    const [day, meal] = target as [string, Meal];
    if (day !== entry.day || meal !== entry.meal) move.mutate({ id, day, meal });
  }

  const entries = plan.data?.entries ?? [];
  const at = (day: string, meal: Meal) => entries.filter((e) => e.day === day && e.meal === meal);
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {msg.mealPlanTitle}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setAdding({ day: week, meal: 'dinner' })}
            >
              {msg.mealPlanAddRecipe}
            </Button>
            <Button
              variant="light"
              leftSection={<IconListCheck size={16} />}
              disabled={!entries.length}
              onClick={() => setGrocery(true)}
            >
              {msg.mealPlanToGrocery}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              disabled={!entries.length}
              loading={copy.isPending}
              onClick={() => copy.mutate()}
            >
              {msg.mealPlanCopyNext}
            </Button>
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={msg.mealPlanPreviousWeek}
            onClick={() => goTo(addDays(week, -7))}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Stack gap={0} align="center">
            <Text fw={700} data-testid="plan-week">
              {fillMessage(msg.mealPlanWeekOf, { date: dayLabel(week, 'short') })}
            </Text>
            {week !== weekStart(localToday()) && (
              <Anchor component="button" size="sm" onClick={() => goTo(weekStart(localToday()))}>
                {msg.mealPlanThisWeek}
              </Anchor>
            )}
          </Stack>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={msg.mealPlanNextWeek}
            onClick={() => goTo(addDays(week, 7))}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        {made && (
          <Alert color="green" withCloseButton onClose={() => setMade(null)} data-testid="grocery-made">
            {made.text}{' '}
            <Anchor component={Link} to={`/view-grocery-list/${made.id}`}>
              {msg.mealPlanGroceryOpen}
            </Anchor>
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {msg.mealPlanDragHint}
        </Text>
        {plan.isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : plan.isError ? (
          <Alert color="red">{msg.mealPlanLoadFailed}</Alert>
        ) : (
          <>
            {!entries.length && (
              <Text c="dimmed" role="status">
                {msg.mealPlanEmptyWeek}
              </Text>
            )}
            <DndContext sensors={sensors} onDragEnd={onDragEnd}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                {daysOf(week).map((day) => (
                  <Card key={day} withBorder radius="md" padding="sm" data-testid="plan-day" data-day={day}>
                    <Group justify="space-between" mb={6} wrap="nowrap">
                      <Title order={2} size="h5">
                        {dayLabel(day)}
                      </Title>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${msg.mealPlanAddRecipe}: ${dayLabel(day)}`}
                        onClick={() => setAdding({ day, meal: 'dinner' })}
                      >
                        <IconPlus size={16} />
                      </ActionIcon>
                    </Group>
                    <Stack gap={6}>
                      {meals.map((meal) => {
                        const here = at(day, meal);
                        return (
                          <Slot key={meal} day={day} meal={meal} empty={!here.length}>
                            {here.map((e) => (
                              <PlanEntryCard
                                key={e.id}
                                entry={e}
                                week={week}
                                onMove={(d, m) => move.mutate({ id: e.id, day: d, meal: m })}
                                onServings={(n) => move.mutate({ id: e.id, servings: n })}
                                onRemove={() =>
                                  modals.openConfirmModal({
                                    title: fillMessage(msg.mealPlanRemove, { name: e.recipe.name }),
                                    children: <Text size="sm">{e.recipe.name}</Text>,
                                    labels: { confirm: 'Remove', cancel: 'Cancel' },
                                    confirmProps: { color: 'red' },
                                    onConfirm: () => remove.mutate(e.id),
                                  })
                                }
                              />
                            ))}
                          </Slot>
                        );
                      })}
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </DndContext>
          </>
        )}
      </Stack>
      <AddToPlanModal
        opened={adding !== null}
        week={week}
        initial={adding ?? { day: week, meal: 'dinner' }}
        onClose={() => setAdding(null)}
        onAdd={async (input) => {
          try {
            const res = await addEntry(input);
            notify({ color: 'green', message: res.msg });
            await refresh();
          } catch (e) {
            onError(e);
            throw e;
          }
        }}
      />
      <GroceryModal
        opened={grocery}
        onClose={() => setGrocery(false)}
        onMake={async (listId) => {
          try {
            const res = await weekToGroceryList({ week, ...(listId ? { list_id: listId } : {}) });
            await client.invalidateQueries({ queryKey: groceryKeys.all });
            notify({ color: 'green', message: res.msg });
            setMade({ id: res.data.list_id, text: res.msg });
          } catch (e) {
            onError(e);
            throw e;
          }
        }}
      />
    </Container>
  );
}

/** The fields of a change that move or resize an entry (no undefined keys). */
function strip(v: { day?: string; meal?: Meal; servings?: number }): Partial<MealPlanEntry> {
  return Object.fromEntries(Object.entries(v).filter(([k, x]) => k !== 'id' && x !== undefined));
}
