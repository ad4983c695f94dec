import { msg, type ReportActionState, type ReportContentType } from '@simmer/contracts';
import { formatNumericDay } from '../../../lib/format';

/** Admin tables show dates as DD-MM-YYYY (spec 002 §9), in the admin's time zone. */
export const ddmmyyyy = (iso: string) => formatNumericDay(iso, 'dmy');

export const fullName = (p: { first_name: string; last_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim();

export const typeLabel: Record<ReportContentType, string> = {
  photo: msg.reportTypePhoto,
  status: msg.reportTypeStatus,
  video: msg.reportTypeVideo,
  recipe: msg.reportTypeRecipe,
  comment: msg.reportTypeComment,
};

export const deleteLabel: Record<ReportContentType, string> = {
  photo: msg.reportDeletePhoto,
  status: msg.reportDeleteStatus,
  video: msg.reportDeleteVideo,
  recipe: msg.reportDeleteRecipe,
  comment: msg.reportDeleteComment,
};

export const statusLabel: Record<ReportActionState, { label: string; color: string }> = {
  pending: { label: msg.reportStatusPending, color: 'yellow' },
  delete: { label: msg.reportStatusDeleted, color: 'red' },
  dismiss: { label: msg.reportStatusDismissed, color: 'gray' },
};
