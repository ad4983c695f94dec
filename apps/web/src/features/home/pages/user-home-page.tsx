import {
  Center,
  CloseButton,
  Container,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { fillMessage, limits, msg } from '@simmer/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useSession } from '../../../lib/session';
import { VerifyEmailReminder } from '../../auth/components/email-verification';
import { isSearchable, useTypeahead } from '../../search/api/typeahead';
import { Announcements } from '../components/announcements';
import { CarouselRows } from '../components/carousel-rows';
import { ContentCard } from '../components/content-card';
import { FirstVisitWelcome, useFirstVisit } from '../components/first-visit-welcome';
import { LiveNowBanner } from '../components/live-now-banner';
import { MemberRows } from '../components/member-rows';

/** Search results in place of the rows, only for the text currently typed. */
function SearchMode({ text }: { text: string }) {
  const { data, isPending } = useTypeahead(text);
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data?.length) return <EmptyState message={msg.resultNotFound} />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="home-search-results">
      {data.map((r) => (
        <ContentCard
          key={`${r.content_type}:${r.id}`}
          item={{
            id: r.id,
            content_type: r.content_type,
            title: r.title,
            image: r.title_image,
            is_premium: r.is_premium,
            subtitle: r.show_name,
          }}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * The member home (/user-home-page): a greeting with search, on the first visit a welcome
 * (and no popup), a reminder while the e-mail address is unconfirmed, the announcements and
 * the carousel rows. Search mode is on for at least two characters and off for one; an empty
 * box shows the rows again (spec 000 §4).
 */
export default function UserHomePage() {
  const { user } = useSession();
  const welcome = useFirstVisit(user?.id);
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), limits.searchDebounceMs);
  const searching = isSearchable(settled) && settled === text.trim();
  const waiting = isSearchable(text) && !searching;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack component="section" aria-labelledby="greeting" gap="xs">
          <Title order={1} id="greeting" data-testid="member-greeting">
            {fillMessage(msg.homeGreeting, { name: user?.first_name ?? '' })}
          </Title>
          <Text c="dimmed">{msg.homeGreetingSub}</Text>
          <TextInput
            mt="sm"
            maw={560}
            size="md"
            aria-label={msg.homeSearchPlaceholder}
            placeholder={msg.homeSearchPlaceholder}
            leftSection={<IconSearch size={18} />}
            rightSection={
              text ? <CloseButton aria-label={msg.searchClear} onClick={() => setText('')} /> : null
            }
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
        </Stack>
        {welcome.first && <FirstVisitWelcome name={user?.first_name ?? ''} onClose={welcome.done} />}
        <VerifyEmailReminder />
        <LiveNowBanner />
        <Announcements popup={!welcome.first} />
        {searching ? (
          <SearchMode text={settled} />
        ) : waiting ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <>
            <MemberRows />
            <CarouselRows />
          </>
        )}
      </Stack>
    </Container>
  );
}
