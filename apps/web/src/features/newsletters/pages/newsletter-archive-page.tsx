import { Anchor, Container, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useArchive } from '../api/newsletters-api';

/** /newsletters: the brand's past newsletters that are not members-only. */
export default function NewsletterArchivePage() {
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useArchive(page);
  const pages = data ? Math.max(1, Math.ceil(data.count / limits.pageSize)) : 1;
  return (
    <Container size="sm" py="md">
      <Stack>
        <Title order={1} size="h2">
          Newsletters
        </Title>
        {isPending ? (
          <Loader aria-label="Loading newsletters" />
        ) : error ? (
          <Text c="red" role="alert">
            {errorMessage(error)}
          </Text>
        ) : !data?.results.length ? (
          <Text>{msg.newslettersEmpty}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0 }}>
            {data.results.map((n) => (
              <li key={n.id}>
                <Anchor component={Link} to={`/newsletters/${n.id}`}>
                  {n.subject}
                </Anchor>
                {n.sent_at && (
                  <Text size="xs" c="dimmed">
                    {n.sent_at.slice(0, 10)}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={setPage} aria-label="Newsletter pages" />
        )}
      </Stack>
    </Container>
  );
}
