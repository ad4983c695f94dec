import { AspectRatio, Button } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconBrandYoutube, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { youtubeId } from '../lib/youtube';

/** The path of a link to a page of this site (a demo video or episode), else null. */
function ownPath(link: string): string | null {
  try {
    const url = new URL(link, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The recipe's video: embedded when the link names one YouTube video, opened in the site's own
 * player when it leads to a video or episode here, otherwise a link out.
 */
export function ExternalVideo({ link, title }: { link: string; title: string }) {
  const id = youtubeId(link);
  const own = id ? null : ownPath(link);
  if (own) {
    return (
      <Button
        component={Link}
        to={own}
        variant="light"
        leftSection={<IconPlayerPlay size={18} />}
        w="fit-content"
      >
        {msg.externalVideo}
      </Button>
    );
  }
  if (id) {
    return (
      <AspectRatio ratio={16 / 9} maw={853}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          title={title}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          style={{ border: 0, borderRadius: 8 }}
        />
      </AspectRatio>
    );
  }
  return (
    <Button
      component="a"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      color="red"
      variant="light"
      leftSection={<IconBrandYoutube size={18} />}
      w="fit-content"
    >
      {msg.externalVideo}
    </Button>
  );
}
