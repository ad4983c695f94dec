import { useDraggable } from '@dnd-kit/core';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
} from '@mantine/core';
import { fillMessage, type Meal, type MealPlanEntry, mealPlanLimits, msg } from '@simmer/contracts';
import { IconArrowsMove, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { contentPath } from '../../../lib/open-content';
import { dayLabel, daysOf, mealLabels, meals } from './plan-days';

/**
 * A planned recipe: dragged by its handle to another day or meal, or moved with the
 * keyboard through "Move to…"; servings set in place; removed with the bin.
 */
export function PlanEntryCard({
  entry,
  week,
  onMove,
  onServings,
  onRemove,
}: {
  entry: MealPlanEntry;
  week: string;
  onMove: (day: string, meal: Meal) => void;
  onServings: (n: number) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: entry.id });
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState(entry.day);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const [servings, setServings] = useState<number | string>(entry.servings);
  const name = entry.recipe.name;
  const style = transform
    ? {
        transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`,
        zIndex: 10,
        position: 'relative' as const,
      }
    : undefined;
  const saveServings = () => {
    const n = Number(servings);
    if (Number.isInteger(n) && n >= 1 && n <= mealPlanLimits.servingsMax && n !== entry.servings)
      onServings(n);
    else setServings(entry.servings);
  };
  return (
    <Card
      ref={setNodeRef}
      withBorder
      padding={6}
      radius="sm"
      style={{ ...style, opacity: isDragging ? 0.7 : 1 }}
      data-testid="plan-entry"
      data-entry={name}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Drag ${name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...listeners}
          {...attributes}
          tabIndex={-1}
          data-testid="drag-handle"
        >
          <IconGripVertical size={14} />
        </ActionIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={contentPath(entry.recipe.content_type, entry.recipe.content_id) ?? '#'}
            size="sm"
            fw={600}
            lineClamp={2}
          >
            {name}
          </Anchor>
          <Group gap={4} wrap="nowrap">
            <NumberInput
              size="xs"
              w={90}
              min={1}
              max={mealPlanLimits.servingsMax}
              value={servings}
              onChange={setServings}
              onBlur={saveServings}
              onKeyDown={(e) => {
                if (e.key === 'Enter') saveServings();
              }}
              aria-label={`${msg.servingsLabel}: ${name}`}
              suffix=" serv."
            />
            <ActionIcon
              variant="subtle"
              size="md"
              aria-label={fillMessage(msg.mealPlanMoveTo, { name })}
              onClick={() => {
                setDay(entry.day);
                setMeal(entry.meal);
                setMoving(true);
              }}
            >
              <IconArrowsMove size={16} />
            </ActionIcon>
            <Modal
              opened={moving}
              onClose={() => setMoving(false)}
              title={fillMessage(msg.mealPlanMoveTo, { name })}
            >
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  setMoving(false);
                  if (day !== entry.day || meal !== entry.meal) onMove(day, meal);
                }}
              >
                <Stack gap="sm">
                  <NativeSelect
                    label={msg.mealPlanDayLabel}
                    data-autofocus
                    value={day}
                    onChange={(e) => setDay(e.currentTarget.value)}
                    data={daysOf(week).map((d) => ({ value: d, label: dayLabel(d) }))}
                  />
                  <NativeSelect
                    label={msg.mealPlanMealLabel}
                    value={meal}
                    onChange={(e) => setMeal(e.currentTarget.value as Meal)}
                    data={meals.map((m) => ({ value: m, label: mealLabels[m] }))}
                  />
                  <Button type="submit">Move</Button>
                </Stack>
              </form>
            </Modal>
            <ActionIcon
              variant="subtle"
              color="red"
              size="md"
              aria-label={fillMessage(msg.mealPlanRemove, { name })}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
