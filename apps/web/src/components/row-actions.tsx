import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface RowActionsProps {
  /** What the row holds, read out with each action ("Edit Weeknight Kitchen"). */
  name: string;
  /** Edit goes to a page (a link) or runs a handler. */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  deleting?: boolean;
  editLabel?: string;
  deleteLabel?: string;
  /** Further actions shown between Edit and Delete (e.g. Preview). */
  children?: ReactNode;
  variant?: 'subtle' | 'default';
}

/** The Edit and Delete icon buttons at the end of an admin list row. */
export function RowActions({
  name,
  editTo,
  onEdit,
  onDelete,
  deleting,
  editLabel = 'Edit',
  deleteLabel = 'Delete',
  children,
  variant = 'subtle',
}: RowActionsProps) {
  const size = variant === 'default' ? 16 : 18;
  return (
    <Group gap={variant === 'default' ? 6 : 4} wrap="nowrap">
      <Tooltip label={editLabel}>
        {editTo ? (
          <ActionIcon component={Link} to={editTo} variant={variant} aria-label={`${editLabel} ${name}`}>
            <IconPencil size={size} />
          </ActionIcon>
        ) : (
          <ActionIcon variant={variant} aria-label={`${editLabel} ${name}`} onClick={onEdit}>
            <IconPencil size={size} />
          </ActionIcon>
        )}
      </Tooltip>
      {children}
      <Tooltip label={deleteLabel}>
        <ActionIcon
          variant={variant}
          color="red"
          aria-label={`${deleteLabel} ${name}`}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={size} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
