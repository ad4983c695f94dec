import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/api';

/**
 * A text field left blank is left out, so the contract's optional field (a handle) passes and
 * the server makes the value itself.
 */
export const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && !value.trim() ? undefined : value;

/** A delete or other row action that failed: said in a red notification. */
export const notifyFailure = (error: unknown) =>
  notifications.show({ color: 'red', message: errorMessage(error) });
