import { Alert, AspectRatio, Box, Button, Center, Image, Stack, Text, Title } from '@mantine/core';
import { limits, msg } from '@simmer/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { VideoPlayer } from '../../../components/player';
import { authModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';
import { premiumResume } from '../../../lib/storage';

interface Props {
  kind: 'video' | 'episode';
  id: number;
  title: string;
  titleImage: string | null;
  isPremium: boolean;
  canWatch: boolean;
  playbackId: string | null;
}

/**
 * The player, or for a premium item without the right: a visitor is asked to log in (the
 * id is kept so the item resumes afterwards), a member sees the premium prompt.
 */
export function MediaArea({ kind, id, title, titleImage, isPremium, canWatch, playbackId }: Props) {
  const { isLoggedIn } = useSession();
  if (canWatch && playbackId)
    return <VideoPlayer playbackId={playbackId} title={title} item={{ kind, id }} />;
  if (canWatch || !isPremium) {
    return (
      <Box pos="relative">
        <Poster image={titleImage} />
        <Alert variant="light" mt="xs">
          {msg.videoNotReady}
        </Alert>
      </Box>
    );
  }
  return (
    <Box pos="relative" data-testid="premium-prompt">
      <Poster image={titleImage} dim />
      <Center pos="absolute" inset={0} p="md">
        <Stack align="center" gap="xs" maw={460} c="white" ta="center">
          <IconLock size={36} />
          <Title order={2} size="h4">
            {msg.premiumPromptTitle}
          </Title>
          {isLoggedIn ? (
            <>
              <Text size="sm">{msg.premiumPromptBody}</Text>
              <Button
                component={Link}
                to="/premium-plans"
                color="yellow"
                c="dark.9"
                onClick={() => {
                  // Kept so Per Episode can buy this item and payment returns to it.
                  if (kind === 'video') premiumResume.saveVideo(id);
                  else premiumResume.saveEpisode(id);
                }}
              >
                {msg.premiumPromptAction}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">{msg.loginToWatch}</Text>
              <Button
                onClick={() => {
                  if (kind === 'video') premiumResume.saveVideo(id);
                  else premiumResume.saveEpisode(id);
                  authModal.open('login');
                }}
              >
                {msg.premiumLoginAction}
              </Button>
            </>
          )}
        </Stack>
      </Center>
    </Box>
  );
}

function Poster({ image, dim = false }: { image: string | null; dim?: boolean }) {
  return (
    <AspectRatio
      ratio={16 / 9}
      mah={limits.playerMaxHeightPx}
      bg="dark.8"
      style={{ overflow: 'hidden', borderRadius: 8 }}
    >
      {image ? (
        <Image src={image} alt="" style={{ filter: dim ? 'brightness(0.35)' : undefined }} />
      ) : (
        <div />
      )}
    </AspectRatio>
  );
}
