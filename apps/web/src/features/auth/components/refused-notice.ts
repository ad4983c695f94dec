import type { FormErrors } from '@mantine/form';
import { isEmpty, msg } from '@simmer/contracts';

/**
 * The alert of a form its schema refused: "All fields are required!" (once) when a field was
 * left empty, else the first field's message.
 */
export function refusedNotice(errors: FormErrors, values: Record<string, unknown>): string {
  if (Object.keys(errors).some((name) => isEmpty(values[name]))) return msg.allFieldsRequired;
  const first = Object.values(errors)[0];
  return typeof first === 'string' && first ? first : msg.invalidInput;
}
