import {
  Accordion,
  Anchor,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FaqTopic, msg } from '@simmer/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/api';
import { useFaqs } from '../api/faq-api';

/** One topic's questions; answers are HTML cleaned by the server. */
function Questions({ topic }: { topic: FaqTopic }) {
  return (
    <Accordion variant="separated" multiple>
      {topic.subtopics.map((s) => (
        <Accordion.Item key={s.id} value={String(s.id)}>
          <Accordion.Control>{s.subtopic}</Accordion.Control>
          <Accordion.Panel>
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: answers are sanitized by the server on read */}
              <div dangerouslySetInnerHTML={{ __html: s.answer }} />
            </Typography>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** /help: topic tabs on wide screens, an accordion of topics on narrow ones (spec 001 §2). */
export default function HelpPage() {
  const { data: topics, isPending, error } = useFaqs();
  const wide = useMediaQuery('(min-width: 768px)', true);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="xs">
          <Anchor component={Link} to="/user-profile" aria-label="Back">
            <Group gap={4}>
              <IconArrowLeft size={18} /> Back
            </Group>
          </Anchor>
        </Group>
        <Title order={1}>Help</Title>
        {isPending ? (
          <Skeleton h={240} />
        ) : error ? (
          <Text c="red">{errorMessage(error)}</Text>
        ) : !topics?.length ? (
          <EmptyState message={msg.noFaqs} />
        ) : wide ? (
          <Tabs defaultValue={String(topics[0]!.id)} orientation="vertical" variant="pills">
            <Tabs.List miw={220}>
              {topics.map((t) => (
                <Tabs.Tab key={t.id} value={String(t.id)}>
                  {t.topic}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {topics.map((t) => (
              <Tabs.Panel key={t.id} value={String(t.id)} pl="lg">
                <Questions topic={t} />
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : (
          <Accordion variant="contained">
            {topics.map((t) => (
              <Accordion.Item key={t.id} value={String(t.id)}>
                <Accordion.Control>
                  <Text fw={600}>{t.topic}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Questions topic={t} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Container>
  );
}
