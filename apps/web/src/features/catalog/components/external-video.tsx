import { AspectRatio, Button } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconBrandYoutube } from '@tabler/icons-react';
import { youtubeId } from '../lib/youtube';

/** The recipe's external video: embedded when the link names one video, otherwise a link out. */
export function ExternalVideo({ link, title }: { link: string; title: string }) {
  const id = youtubeId(link);
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
