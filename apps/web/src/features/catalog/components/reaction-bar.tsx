import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { countLabel, msg, type ReactableType } from '@simmer/contracts';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled, IconShare } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { toggleBookmark, toggleLike } from '../api/engagement-api';

interface Props {
  type: ReactableType;
  id: number;
  likesCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
  commentsCount?: number;
  /** The query to reload after a toggle (spec 001 §4: the item is reloaded). */
  queryKey: readonly unknown[];
}

/**
 * Like, share (copies the page link, then reads Copied!) and bookmark. Visitors see the
 * counts only; the controls are for members (spec 001 §6).
 */
export function ReactionBar({ type, id, likesCount, isLiked, isBookmarked, commentsCount, queryKey }: Props) {
  const { isLoggedIn } = useSession();
  const client = useQueryClient();
  const [copied, setCopied] = useState(false);
  // Spec 001 §4: after a toggle the item is reloaded (its counts and pressed states).
  const toggle = useMutation({
    mutationFn: (kind: 'like' | 'bookmark') =>
      kind === 'like' ? toggleLike(type, id) : toggleBookmark(type, id),
    onSuccess: () => client.invalidateQueries({ queryKey }),
    onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
  });

  const share = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(msg.share, url);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <Group gap="xs" data-testid="reaction-bar">
      {isLoggedIn && (
        <Tooltip label={msg.like}>
          <ActionIcon
            variant={isLiked ? 'filled' : 'light'}
            color="red"
            size="lg"
            aria-label={msg.like}
            aria-pressed={isLiked}
            loading={toggle.isPending}
            onClick={() => toggle.mutate('like')}
          >
            {isLiked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Text size="sm" data-testid="likes-count">
        {countLabel(likesCount, 'like')}
      </Text>
      {commentsCount !== undefined && (
        <Text size="sm" c="dimmed" data-testid="comments-count">
          {countLabel(commentsCount, 'comment')}
        </Text>
      )}
      {isLoggedIn && (
        <>
          <Button variant="light" size="xs" leftSection={<IconShare size={16} />} onClick={share}>
            {copied ? msg.copied : msg.share}
          </Button>
          <Tooltip label={msg.bookmark}>
            <ActionIcon
              variant={isBookmarked ? 'filled' : 'light'}
              size="lg"
              aria-label={msg.bookmark}
              aria-pressed={isBookmarked}
              loading={toggle.isPending}
              onClick={() => toggle.mutate('bookmark')}
            >
              {isBookmarked ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
            </ActionIcon>
          </Tooltip>
        </>
      )}
    </Group>
  );
}
