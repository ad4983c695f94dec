import {
  Anchor,
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasOwnPassword, msg, ProfileDetailsSchema } from '@simmer/contracts';
import { IconCamera } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '../../../components/layout/user-avatar';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys, updateProfile, uploadProfileImage, useProfile } from '../api/profile-api';

const imageTypes = ['image/png', 'image/jpeg'];

export default function EditProfilePage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const { data: profile } = useProfile();
  const [first, setFirst] = useState(user?.first_name ?? '');
  const [last, setLast] = useState(user?.last_name ?? '');
  const [image, setImage] = useState(user?.profile_image ?? null);
  const [oops, setOops] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (!profile) return;
    setImage(profile.profile_image);
  }, [profile]);

  async function pick(file: File | null) {
    if (!file) return;
    if (!imageTypes.includes(file.type)) {
      setOops(msg.profileImageTypes);
      return;
    }
    setUploading(true);
    try {
      const res = await uploadProfileImage(file);
      setImage(res.data.profile_image);
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: profileKeys.profile });
    } catch (err) {
      setOops(
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? err.message
          : msg.profileUpdateFailed,
      );
    } finally {
      setUploading(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ProfileDetailsSchema.safeParse({ first_name: first, last_name: last });
    if (!parsed.success) {
      setOops(parsed.error.issues[0]?.message ?? msg.profileFillAll);
      return;
    }
    setBusy(true);
    try {
      const res = await updateProfile(parsed.data);
      client.setQueryData(profileKeys.profile, res.data);
      notifications.show({ color: 'green', message: res.msg });
      navigate('/user-profile');
    } catch (err) {
      setOops(err instanceof ApiError && err.status === 400 ? err.message : msg.profileUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  const provider = profile?.provider ?? user?.provider ?? 'email';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <form onSubmit={submit} noValidate aria-label="Edit profile">
          <Stack>
            <Title order={1} size="h2">
              Edit Profile
            </Title>
            <Group>
              <Avatar src={image} size={88} radius={88} color="brand" alt="Profile picture">
                {initialsOf({ first_name: first || ' ', last_name: last || ' ' })}
              </Avatar>
              <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    loading={uploading}
                    leftSection={<IconCamera size={18} />}
                  >
                    Upload picture
                  </Button>
                )}
              </FileButton>
            </Group>
            <TextInput
              label="First Name"
              value={first}
              onChange={(e) => setFirst(e.currentTarget.value)}
              required
            />
            <TextInput
              label="Last Name"
              value={last}
              onChange={(e) => setLast(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={busy}>
              Done
            </Button>
            {hasOwnPassword(provider) && (
              <Anchor component={Link} to="/change-password" ta="center">
                Change Password
              </Anchor>
            )}
          </Stack>
        </form>
      </Paper>
      <Modal opened={oops !== null} onClose={() => setOops(null)} title={msg.profileOops} centered>
        <Text>{oops}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setOops(null)}>OK</Button>
        </Group>
      </Modal>
    </Container>
  );
}
