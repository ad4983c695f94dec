import { Image } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useEffect, useState } from 'react';

/** A thumbnail of the image picked for a comment (the file input alone shows only its name). */
export function PickedImage({ file }: { file: File | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  if (!url) return null;
  return <Image src={url} alt={msg.commentImagePreview} w={96} h={96} fit="cover" radius="sm" />;
}
