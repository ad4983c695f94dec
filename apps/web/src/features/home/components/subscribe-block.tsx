import { Alert, Box, Button, Grid, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { endpoints, msg, SubscribeSchema } from '@simmer/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';

const e = endpoints.subscribe;

const subscribeQuery = {
  queryKey: ['home', 'subscribe'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(e.section, { signal }),
  staleTime: 60_000,
};

/** The subscribe block (spec 002 §2.5, built working): a visitor leaves an e-mail address once. */
export function SubscribeBlock() {
  const { data } = useQuery(subscribeQuery);
  const form = useContractForm(SubscribeSchema, { email: '' });
  const send = useMutation({
    mutationFn: (address: string) => call(e.subscribe, { body: { email: address }, anonymous: true }),
    onSuccess: () => form.reset(),
    onError: (err) => form.setFieldError('email', errorMessage(err)),
  });
  if (!data) return null;

  const submit = form.onSubmit((values) => send.mutate(SubscribeSchema.parse(values).email));
  const photos = [data.image_1, data.image_2].filter((p): p is string => Boolean(p));
  return (
    <Paper
      component="section"
      aria-labelledby="subscribe-title"
      withBorder
      radius="md"
      p="xl"
      data-testid="subscribe-block"
    >
      <Grid gap="xl" align="center">
        <Grid.Col span={{ base: 12, md: photos.length ? 7 : 12 }}>
          <Stack gap="sm">
            <Title order={2} id="subscribe-title">
              {data.title || msg.subscribeHeadingFallback}
            </Title>
            {data.description && <Text c="dimmed">{data.description}</Text>}
            <Box component="form" onSubmit={submit} noValidate>
              <Group align="flex-start" wrap="wrap">
                <TextInput
                  aria-label={msg.subscribeEmailPlaceholder}
                  placeholder={msg.subscribeEmailPlaceholder}
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('email')}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button type="submit" loading={send.isPending}>
                  {msg.subscribeButton}
                </Button>
              </Group>
            </Box>
            {send.isSuccess && (
              <Alert color="green" role="status">
                {send.data.msg}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
        {photos.length > 0 && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Group grow gap="sm">
              {photos.map((src) => (
                <Image key={src} src={src} alt="" radius="md" h={180} fit="cover" loading="lazy" />
              ))}
            </Group>
          </Grid.Col>
        )}
      </Grid>
    </Paper>
  );
}
