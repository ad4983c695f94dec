import { Group, Loader, Pagination, Stack, Tabs } from '@mantine/core';
import { limits, msg, type PostType, postTypeTabs } from '@simmer/contracts';
import { IconChefHat, IconMessage2, IconMovie, IconPhoto, IconQuote } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { type PostScope, usePosts } from '../api/posts-api';
import { type BackPage, cut } from '../lib/navigation';
import { PostCard } from './post-card';

/** Saved-post descriptions are cut at 200 characters (spec 001 §9). */
const savedPostTextMax = 200;

const emptyIcon: Record<PostType | 'all', React.ReactNode> = {
  all: <IconMessage2 size={36} />,
  photo: <IconPhoto size={36} />,
  video: <IconMovie size={36} />,
  recipe: <IconChefHat size={36} />,
  status: <IconQuote size={36} />,
};

/** A paged list of posts (25 a page) with its empty-state picture per tab. */
export function PostList({ scope, type, from }: { scope: PostScope; type?: PostType; from: BackPage }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading } = usePosts(scope, type, page);
  if (isLoading) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (!data?.results.length) return <EmptyState message={msg.noPostFound} icon={emptyIcon[type ?? 'all']} />;
  const pages = Math.max(1, Math.ceil(data.count / limits.pageSize));
  return (
    <Stack gap="md">
      {data.results.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          from={from}
          maxText={scope === 'saved' ? (s) => cut(s, savedPostTextMax) : undefined}
        />
      ))}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
        </Group>
      )}
    </Stack>
  );
}

/** Type tabs; `all` adds the All tab. The value is the route's tab name (Photos, Videos, Recipe, Status). */
export function PostTypeTabs({
  value,
  onChange,
  all,
}: {
  value: string;
  onChange: (tab: string) => void;
  all: boolean;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v)} mb="md">
      {/* One line on a phone (375 px): the tabs scroll sideways instead of wrapping. */}
      <Tabs.List
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' }}
      >
        {all && (
          <Tabs.Tab value="All" style={{ flexShrink: 0 }}>
            All
          </Tabs.Tab>
        )}
        {Object.values(postTypeTabs).map((tab) => (
          <Tabs.Tab key={tab} value={tab} style={{ flexShrink: 0 }}>
            {tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
