import { AspectRatio, Button } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconBrandYoutube, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { siteOrigin } from '../../../lib/site-origin';
import { youtubeId } from '../lib/youtube';

/**
 * The path of a link to a page of this site (a demo video or episode), else null. The same on
 * the server that draws the page and in the browser that hydrates it.
 */
export function ownPath(link: string): string | null {
  const origin = siteOrigin();
  if (!origin) return null;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
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
