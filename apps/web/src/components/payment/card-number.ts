/** The longest card numbers have 19 digits. */
export const cardNumberMaxDigits = 19;

const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, cardNumberMaxDigits);

/** "4242424242424242" or "4242-4242 4242 4242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return digitsOf(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The position just after the `n`th digit of a grouped number (0: the start). */
function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string)) seen += 1;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}

/**
 * Regroups what the field holds after an edit (typing, deleting or pasting, with or without
 * spaces) and says where the caret goes: after the same digits it followed before, so typing
 * in the middle of the number does not throw the caret to the end. A backspace that only took
 * a group's space deletes the digit before it instead, as the member meant.
 */
export function regroupCardNumber(
  raw: string,
  caret: number,
  opts: { previous?: string; deletingBackward?: boolean } = {},
): { value: string; caret: number } {
  let digits = raw.replace(/\D/g, '');
  let before = raw.slice(0, caret).replace(/\D/g, '').length;
  const previousDigits = opts.previous?.replace(/\D/g, '') ?? null;
  if (opts.deletingBackward && previousDigits === digits && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  const value = formatCardNumber(digits);
  return { value, caret: caretAfterDigits(value, Math.min(before, cardNumberMaxDigits)) };
}
