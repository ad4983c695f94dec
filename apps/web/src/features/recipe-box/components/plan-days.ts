import { addDays, type Meal, meals, msg } from '@simmer/contracts';

export const mealLabels: Record<Meal, string> = {
  breakfast: msg.mealBreakfast,
  lunch: msg.mealLunch,
  dinner: msg.mealDinner,
  snack: msg.mealSnack,
};

export { meals };

/** The seven days of the week starting on `week` (a Monday). */
export const daysOf = (week: string) => Array.from({ length: 7 }, (_, n) => addDays(week, n));

/** "Monday, Nov 23": a calendar day, read in UTC so it is the same day everywhere. */
export function dayLabel(day: string, style: 'long' | 'short' = 'long') {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    weekday: style,
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today in the member's own calendar, as `YYYY-MM-DD`. */
export function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
