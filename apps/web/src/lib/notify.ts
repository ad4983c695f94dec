import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notice. The notices' code loads with the first one, so a page that may show one (a
 * failed like on a recipe) does not carry it in its first load.
 */
export function notify(notice: NotificationData) {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notice));
}
