import { Card, Divider, Group, Image, Modal, Progress, Stack, Text, Title, Typography } from '@mantine/core';
import { type Announcement, limits, msg } from '@simmer/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { contentPath } from '../../../lib/open-content';
import { useAnnouncements } from '../api/home-api';
import { groupAnnouncements, localDay, seenAnnouncements } from '../lib/announcement-groups';

/** Announcement HTML is sanitized by the server when it is written. */
function AnnouncementBody({ item }: { item: Announcement }) {
  const link =
    item.published_item_type && item.published_item_id
      ? contentPath(item.published_item_type, item.published_item_id)
      : null;
  return (
    <Stack gap={6}>
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written */}
        <div dangerouslySetInnerHTML={{ __html: item.content }} />
      </Typography>
      {item.announcement_item_details && link && (
        <Card component={Link} to={link} withBorder padding="xs" radius="md" maw={420}>
          <Group gap="sm" wrap="nowrap">
            {item.announcement_item_details.title_image && (
              <Image
                src={item.announcement_item_details.title_image}
                alt=""
                w={72}
                h={48}
                radius="sm"
                fit="cover"
              />
            )}
            <Text size="sm" fw={600} lineClamp={2}>
              {item.announcement_item_details.title}
            </Text>
          </Group>
        </Card>
      )}
    </Stack>
  );
}

/**
 * The "New Annoouncement" popup (spelt as the product spells it): the newest announcement
 * this browser has not shown yet, for 4.5 seconds.
 */
function NewAnnouncementPopup({ item }: { item: Announcement | null }) {
  const [open, setOpen] = useState<Announcement | null>(null);
  useEffect(() => {
    if (!item || seenAnnouncements.has(item.id)) return;
    seenAnnouncements.add(item.id);
    setOpen(item);
    const timer = window.setTimeout(() => setOpen(null), limits.announcementPopupMs);
    return () => window.clearTimeout(timer);
  }, [item]);
  return (
    <Modal
      opened={open !== null}
      onClose={() => setOpen(null)}
      title={msg.newAnnouncementTitle}
      centered
      data-testid="new-announcement"
    >
      {open && <AnnouncementBody item={open} />}
      <Progress
        value={100}
        size="xs"
        mt="md"
        aria-hidden
        styles={{ section: { animation: `simmer-shrink ${limits.announcementPopupMs}ms linear forwards` } }}
      />
      <style>{'@keyframes simmer-shrink { from { width: 100%; } to { width: 0%; } }'}</style>
    </Modal>
  );
}

/**
 * Announcements grouped Today, Yesterday and two days ago, by the member's own calendar.
 * `popup` false holds the new-announcement popup back (a member's first visit opens on the
 * welcome, not on a popup).
 */
export function Announcements({ popup = true }: { popup?: boolean }) {
  const today = useMemo(() => localDay(), []);
  const { data } = useAnnouncements(today);
  const groups = groupAnnouncements(data?.results ?? [], today);
  const newest = groups[0]?.items[0] ?? null;
  return (
    <Card
      component="section"
      aria-labelledby="announcements-title"
      withBorder
      radius="md"
      padding="lg"
      data-testid="announcements"
    >
      <Title order={2} size="h4" id="announcements-title">
        {msg.announcementsHeading}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {msg.noAnnouncements}
        </Text>
      ) : (
        <Stack gap="md" mt="sm">
          {groups.map((g) => (
            <Stack key={g.label} gap="xs">
              <Divider label={g.label} labelPosition="left" />
              {g.items.map((a) => (
                <AnnouncementBody key={a.id} item={a} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      {popup && <NewAnnouncementPopup item={newest} />}
    </Card>
  );
}
