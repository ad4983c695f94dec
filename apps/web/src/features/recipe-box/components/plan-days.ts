import { addDays, type Meal, meals, msg } from '@simmer/contracts';
import { formatCalendarDay } from '../../../lib/format';

export const mealLabels: Record<Meal, string> = {
  breakfast: msg.mealBreakfast,
  lunch: msg.mealLunch,
  dinner: msg.mealDinner,
  snack: msg.mealSnack,
};

export { meals };

/** The seven days of the week starting on `week` (a Monday). */
export const daysOf = (week: string) => Array.from({ length: 7 }, (_, n) => addDays(week, n));

/** "Monday, Nov 23": a calendar day (lib/format.ts). */
export const dayLabel = formatCalendarDay;

/** Today in the member's own calendar, as `YYYY-MM-DD`. */
export function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
