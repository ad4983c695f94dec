import {
  Anchor,
  Avatar,
  Button,
  Container,
  FileButton,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasOwnPassword, msg, type Profile, ProfileDetailsSchema } from '@simmer/contracts';
import { IconCamera } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { initialsOf } from '../../../components/layout/user-avatar';
import { ApiError } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { profileKeys, updateProfile, uploadProfileImage, useProfile } from '../api/profile-api';

const imageTypes = ['image/png', 'image/jpeg'];

/** The names and picture of the member, in a form that starts from the profile once it is loaded. */
export default function EditProfilePage() {
  const { data: profile } = useProfile();
  if (!profile)
    return (
      <Container size="sm" py="xl">
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      </Container>
    );
  return <EditProfileForm key={profile.id} profile={profile} />;
}

function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useContractForm(ProfileDetailsSchema, {
    first_name: profile.first_name,
    last_name: profile.last_name,
  });
  const [oops, setOops] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: async (res) => {
      client.setQueryData<Profile>(profileKeys.profile, (old) =>
        old ? { ...old, profile_image: res.data.profile_image } : old,
      );
      notifications.show({ color: 'green', message: res.msg });
      await client.invalidateQueries({ queryKey: profileKeys.profile });
    },
    onError: (err) =>
      setOops(
        err instanceof ApiError && err.status >= 400 && err.status < 500
          ? err.message
          : msg.profileUpdateFailed,
      ),
  });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (res) => {
      client.setQueryData(profileKeys.profile, res.data);
      notifications.show({ color: 'green', message: res.msg });
      navigate('/user-profile');
    },
    onError: (err) =>
      setOops(err instanceof ApiError && err.status === 400 ? err.message : msg.profileUpdateFailed),
  });

  function pick(file: File | null) {
    if (!file) return;
    if (!imageTypes.includes(file.type)) {
      setOops(msg.profileImageTypes);
      return;
    }
    upload.mutate(file);
  }

  const submit = form.onSubmit(
    (values) => save.mutate(ProfileDetailsSchema.parse(values)),
    // The first refusal shows in the Oops dialog (spec 001 §5), not under the fields.
    (errors) => setOops((Object.values(errors)[0] as string | undefined) ?? msg.profileFillAll),
  );

  const provider = profile.provider;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl">
        <form onSubmit={submit} noValidate aria-label="Edit profile">
          <Stack>
            <Title order={1} size="h2">
              Edit Profile
            </Title>
            <Group>
              <Avatar src={profile.profile_image} size={88} radius={88} color="brand" alt="Profile picture">
                {initialsOf({
                  first_name: form.values.first_name || ' ',
                  last_name: form.values.last_name || ' ',
                })}
              </Avatar>
              <FileButton onChange={pick} accept="image/png,image/jpeg">
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    loading={upload.isPending}
                    leftSection={<IconCamera size={18} />}
                  >
                    Upload picture
                  </Button>
                )}
              </FileButton>
            </Group>
            <TextInput
              label="First Name"
              {...form.getInputProps('first_name', { withError: false })}
              required
            />
            <TextInput
              label="Last Name"
              {...form.getInputProps('last_name', { withError: false })}
              required
            />
            <Button type="submit" loading={save.isPending}>
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
