import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { unsubscribe } from '../api/newsletters-api';

/** /mail/unsubscribe?token=…: the footer link of every mail; one button, no login. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const run = useMutation({ mutationFn: () => unsubscribe(token) });
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          Unsubscribe
        </Title>
        {run.isSuccess ? (
          <Alert color="green" role="status">
            {run.data.msg}
          </Alert>
        ) : (
          <>
            <Text>Stop receiving newsletters at this address?</Text>
            <Button onClick={() => run.mutate()} loading={run.isPending} w="fit-content">
              Unsubscribe
            </Button>
          </>
        )}
        {run.isError && (
          <Alert color="red" role="alert">
            {errorMessage(run.error)}
          </Alert>
        )}
        <Anchor component={Link} to={`/mail/preferences?token=${encodeURIComponent(token)}`}>
          All mail preferences
        </Anchor>
      </Stack>
    </Container>
  );
}
