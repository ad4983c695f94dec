import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { imageAccept, msg } from '@simmer/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';

const allowed = /\.(png|jpe?g)$/i;

/**
 * A png/jpg/jpeg picker with a preview of the new or the stored image. Other types are
 * refused here with the spec's message; the server checks the bytes again.
 */
export function ImageField({
  label,
  current,
  value,
  onChange,
  error,
}: {
  label: string;
  current?: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  const id = useId();
  const [typeError, setTypeError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const pick = (file: File | null) => {
    if (!file) return;
    if (!allowed.test(file.name) || !['image/png', 'image/jpeg', ''].includes(file.type)) {
      setTypeError(msg.wrongFileType);
      onChange(null);
      return;
    }
    setTypeError(null);
    onChange(file);
  };
  const shown = preview ?? current ?? null;
  const message = typeError ?? error ?? null;
  return (
    <Input.Wrapper label={label} id={id} error={message}>
      <Stack gap={6} mt={4}>
        {shown ? (
          <Image src={shown} alt={`${label} preview`} h={120} w={200} fit="cover" radius="sm" />
        ) : null}
        <Group gap="sm">
          <FileButton onChange={pick} accept={imageAccept}>
            {(props) => (
              <Button
                {...props}
                id={id}
                variant="default"
                leftSection={<IconPhoto size={16} />}
                aria-label={`Choose ${label}`}
              >
                {shown ? 'Change image' : 'Choose image'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {value ? value.name : 'png, jpg or jpeg, at most 5 MB'}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
