import { Alert, Container, Loader, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { confirmSubscription } from '../api/newsletters-api';

/** /subscribe/confirm?token=…: the subscribe block's double opt-in link (decision 852). */
export default function SubscribeConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => confirmSubscription(token) });
  const { mutate } = confirm;
  useEffect(() => mutate(), [mutate]);
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        Confirm your subscription
      </Title>
      {confirm.isSuccess ? (
        <Alert color="green" role="status">
          {confirm.data.msg}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(confirm.error)}
        </Alert>
      ) : (
        <Loader aria-label="Confirming" />
      )}
    </Container>
  );
}
