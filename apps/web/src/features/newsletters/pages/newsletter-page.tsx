import { Alert, Container, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { usePublishedNewsletter } from '../api/newsletters-api';

/** /newsletters/:id: a sent newsletter's web page (members-only ones for signed-in people). */
export default function NewsletterPage() {
  const { id = '0' } = useParams();
  const { data, isPending, error } = usePublishedNewsletter(Number(id) || 0);
  return (
    <Container size="sm" py="md">
      {isPending ? (
        <Loader aria-label="Loading the newsletter" />
      ) : error || !data ? (
        <Stack>
          <Title order={1} size="h2">
            Newsletter
          </Title>
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        </Stack>
      ) : (
        <Stack>
          <Title order={1} size="h2">
            {data.subject}
          </Title>
          {data.sent_at && (
            <Text size="sm" c="dimmed">
              {data.sent_at.slice(0, 10)}
            </Text>
          )}
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server when written */}
            <div dangerouslySetInnerHTML={{ __html: data.body_html }} />
          </Typography>
        </Stack>
      )}
    </Container>
  );
}
