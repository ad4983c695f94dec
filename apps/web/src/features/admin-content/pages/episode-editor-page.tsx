import { Alert, Anchor, Container, Loader, Paper, Select, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useAdminEpisode, useAdminShow, useContentList } from '../api/content-api';
import { ContentForm, usePublishRefusal } from '../components/content-form';
import { episodeContent } from '../components/content-types';

/** Chooses the show of a new episode (/upload-new-episode): the 25 newest shows, searchable. */
function ShowPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const [search, setSearch] = useState('');
  const { data, isFetching } = useContentList(1, search.trim(), 'show');
  return (
    <Select
      label="Show"
      placeholder="Search shows"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={(data?.results ?? []).map((s) => ({ value: String(s.id), label: s.title }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      rightSection={isFetching ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={msg.noDataFound}
    />
  );
}

/**
 * New or edited episode (spec 002 §2.10): /upload-episode-content/show/:showId,
 * /update-episode-content/episode/:episodeId and /upload-new-episode (show chosen first).
 */
export default function EpisodeEditorPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const editing = pathname.startsWith('/update-episode-content/');
  const choosing = pathname.startsWith('/upload-new-episode');
  const id = Number(params.contentId ?? 0) || 0;
  const [chosen, setChosen] = useState<number | null>(null);
  const episode = useAdminEpisode(editing ? id : 0);
  const refusal = usePublishRefusal(`episode-${id}`);
  const showId = editing ? (episode.data?.show ?? 0) : choosing ? (chosen ?? 0) : id;
  const show = useAdminShow(showId);

  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb={show.data ? 'xs' : 'md'}>
        {editing ? 'Edit episode' : 'New episode'}
      </Title>
      {show.data && (
        <Text mb="md" c="dimmed">
          Show:{' '}
          <Anchor component={Link} to={`/update-show-content/show/${show.data.id}`}>
            {show.data.title}
          </Anchor>
        </Text>
      )}
      {choosing && (
        <Paper withBorder p="md" mb="md">
          <ShowPicker value={chosen} onChange={setChosen} />
        </Paper>
      )}
      {editing && episode.isPending ? (
        <PageLoader />
      ) : editing && episode.error ? (
        <Alert color="red" role="alert">
          {errorMessage(episode.error)}
        </Alert>
      ) : choosing && !chosen ? (
        <Alert color="blue">{msg.contentShowRequired}</Alert>
      ) : (
        <ContentForm
          key={`${id}-${chosen}-${episode.dataUpdatedAt}`}
          type={episodeContent}
          item={episode.data}
          context={{ showId: showId || null }}
          refusal={refusal}
        />
      )}
    </Container>
  );
}
