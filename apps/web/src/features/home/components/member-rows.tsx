import { Alert, Skeleton, Stack } from '@mantine/core';
import { endpoints, type MemberRowItem, type MemberRowKey, msg } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { ItemCarousel } from '../../../components/item-carousel';
import { watchKeys } from '../../../components/player/watch-position';
import { call } from '../../../lib/api';
import { ContentCard } from './content-card';

const rowTitles: Record<MemberRowKey, string> = {
  continue_watching: msg.rowContinueWatching,
  new_since_last_visit: msg.rowNewSinceLastVisit,
  more_like_saved: msg.rowMoreLikeSaved,
};

function card(item: MemberRowItem) {
  return (
    <ContentCard
      item={{
        id: item.id,
        content_type: item.content_type,
        title: item.title,
        image: item.title_image,
        is_premium: item.is_premium,
        subtitle: item.show_name,
      }}
    />
  );
}

/**
 * The member's own rows on their home (decision 890): "Continue watching", "New since your
 * last visit" and "More like what you saved". The server leaves out a row with nothing in it;
 * the cards carry the member's watched marks.
 */
export function MemberRows() {
  const rows = useQuery({
    queryKey: watchKeys.rows,
    queryFn: () => call(endpoints.watching.memberRows),
    // Read once per visit to the page: a read records the visit ("new since" counts from it).
    staleTime: 60_000,
  });
  if (rows.isPending) return <Skeleton h={220} radius="md" />;
  if (rows.isError)
    return (
      <Alert color="red" variant="light">
        {msg.memberRowsFailed}
      </Alert>
    );
  if (!rows.data.rows.length) return null;
  return (
    <Stack gap={40} data-testid="member-rows">
      {rows.data.rows.map((row) => (
        <div key={row.key} data-testid={`member-row-${row.key}`}>
          <ItemCarousel
            label={rowTitles[row.key]}
            title={rowTitles[row.key]}
            items={row.items}
            getKey={(i) => `${i.content_type}:${i.id}`}
            renderItem={card}
            breakpoints="viewer"
          />
        </div>
      ))}
    </Stack>
  );
}
