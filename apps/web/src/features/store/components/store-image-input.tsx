import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { imageAccept, msg } from '@simmer/contracts';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { uploadStoreImage } from '../api/admin-store-api';

/** A picture uploaded through the image pipeline at once; the form keeps its url. */
export function StoreImageInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadStoreImage,
    onMutate: () => setError(null),
    onSuccess: (stored) => onChange(stored.sizes.medium ?? stored.url),
    onError: (err) => setError(errorMessage(err)),
  });
  function pick(file: File | null) {
    if (!file) return;
    if (!/\.(png|jpe?g)$/i.test(file.name)) return setError(msg.wrongFileType);
    upload.mutate(file);
  }
  return (
    <Input.Wrapper label={label} id={id} error={error}>
      <Group gap="sm" mt={4} wrap="nowrap">
        {value ? <Image src={value} alt={`${label} preview`} w={64} h={64} radius="sm" fit="cover" /> : null}
        <FileButton onChange={pick} accept={imageAccept}>
          {(props) => (
            <Button
              {...props}
              id={id}
              variant="default"
              loading={upload.isPending}
              leftSection={<IconPhoto size={16} />}
            >
              {value ? 'Change image' : 'Choose image'}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            onClick={() => onChange(null)}
          >
            Remove
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            png, jpg or jpeg
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
