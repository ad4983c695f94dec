import { Button, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { uploadImage } from '../api/settings-api';

const imageTypes = 'image/png,image/jpeg';
const isImage = (f: File) => ['image/png', 'image/jpeg'].includes(f.type) || /\.(png|jpe?g)$/i.test(f.name);

/**
 * A logo or icon: uploaded at once through the media library's image store (png or jpeg), its
 * address kept in the form until the settings are saved.
 */
export function ImageSetting(props: {
  label: string;
  description: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | boolean | null;
  fallback: string;
  testId: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function choose(file: File | null) {
    if (!file) return;
    setFailed(null);
    if (!isImage(file)) return setFailed(msg.wrongFileType);
    setUploading(true);
    try {
      props.onChange(await uploadImage(file));
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }
  const error = failed ?? (typeof props.error === 'string' ? props.error : undefined);
  return (
    <Input.Wrapper label={props.label} description={props.description} error={error}>
      <Group mt={6} gap="sm">
        <Image
          src={props.value || props.fallback}
          alt=""
          w={48}
          h={48}
          fit="contain"
          radius="sm"
          bd="1px solid var(--mantine-color-gray-3)"
        />
        <FileButton onChange={choose} accept={imageTypes}>
          {(button) => (
            <Button
              {...button}
              variant="default"
              loading={uploading}
              leftSection={<IconPhotoUp size={16} />}
              data-testid={`${props.testId}-upload`}
            >
              {props.value ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
        {props.value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => props.onChange('')}
            aria-label={`Remove ${props.label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
        {!props.value && (
          <Text size="xs" c="dimmed">
            The built-in image is used.
          </Text>
        )}
      </Group>
    </Input.Wrapper>
  );
}
