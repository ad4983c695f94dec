import { Alert, AspectRatio, Box, Button, Center, Image, Stack, Text, Title } from '@mantine/core';
import { endpoints, fillMessage, limits, msg } from '@simmer/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { VideoPlayer } from '../../../components/player';
import { endpointUrl } from '../../../lib/api';
import { authModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';
import { useMoney } from '../../../lib/site-config';
import { premiumResume } from '../../../lib/storage';
import { storedPlan, storedProduct, usePricing } from '../../billing/api/billing-api';

interface Props {
  kind: 'video' | 'episode';
  id: number;
  title: string;
  titleImage: string | null;
  isPremium: boolean;
  canWatch: boolean;
  playbackId: string | null;
  /** The connected recipes: the first with timed steps gives the player its chapters. */
  recipes?: Array<{ id: number; step_times: Array<number | null>; ingredients_time: number | null }>;
  /** Play at once (an episode opened by "Up next"). */
  autoPlay?: boolean;
  onEnded?: () => void;
}

/** The chapters track of the first recipe whose steps have times in the video. */
export function chaptersUrlOf(recipes: Props['recipes']): string | null {
  const timed = recipes?.find((r) => r.ingredients_time !== null || r.step_times.some((t) => t !== null));
  return timed ? endpointUrl(endpoints.chapters.recipeChapters, { params: { id: timed.id } }) : null;
}

/**
 * The player, or for a premium item without the right: a visitor is asked to log in (the
 * id is kept so the item resumes afterwards), a member sees the premium prompt.
 */
export function MediaArea({
  kind,
  id,
  title,
  titleImage,
  isPremium,
  canWatch,
  playbackId,
  recipes,
  autoPlay,
  onEnded,
}: Props) {
  const money = useMoney();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const locked = isPremium && !canWatch;
  const pricing = usePricing(locked);
  const priceOf = (type: string) => pricing.data?.data.find((p) => p.membership_type === type)?.price;
  const itemPrice = priceOf('per_product');
  const monthly = priceOf('monthly');
  const remember = () => {
    // Kept so the payment returns to this item afterwards.
    if (kind === 'video') premiumResume.saveVideo(id);
    else premiumResume.saveEpisode(id);
  };
  const buyText =
    itemPrice !== undefined
      ? fillMessage(msg.buyItemFor, {
          kind: kind === 'video' ? msg.kindVideo : msg.kindEpisode,
          price: money(itemPrice),
        })
      : null;
  const joinText = monthly !== undefined ? fillMessage(msg.joinFor, { price: money(monthly) }) : null;
  if (canWatch && playbackId)
    return (
      <VideoPlayer
        playbackId={playbackId}
        title={title}
        item={{ kind, id }}
        chaptersUrl={chaptersUrlOf(recipes)}
        autoPlay={autoPlay}
        onEnded={onEnded}
      />
    );
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
              {buyText && (
                <Button
                  color="yellow"
                  c="dark.9"
                  onClick={() => {
                    remember();
                    storedPlan.set('per_product');
                    storedProduct.set({ id, content_type: kind });
                    navigate('/payment');
                  }}
                >
                  {buyText}
                </Button>
              )}
              <Button
                component={Link}
                to="/premium-plans"
                variant={buyText ? 'white' : 'filled'}
                color={buyText ? 'dark' : 'yellow'}
                c="dark.9"
                onClick={remember}
              >
                {joinText ?? msg.premiumPromptAction}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">{msg.loginToWatch}</Text>
              {buyText && joinText && (
                <Text size="sm" fw={600}>
                  {buyText} · {joinText}
                </Text>
              )}
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
