import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { SocialLinksFormSchema, type SocialSection } from '@simmer/contracts';
import { errorMessage } from '../../../lib/api';
import { serverErrors, useContractForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { saveSocial, useSettingsWrite } from '../api/settings-api';
import { Section } from './brand-form';

const links = [
  ['facebook_link', 'Facebook'],
  ['instagram_link', 'Instagram'],
  ['twitter_link', 'Twitter'],
  ['youtube_link', 'YouTube'],
] as const;

/** The brand's social links, kept with the home page's social section (the footer reads them too). */
export function SocialForm({ social }: { social: SocialSection }) {
  const form = useContractForm(SocialLinksFormSchema, {
    facebook_link: social.facebook_link,
    instagram_link: social.instagram_link,
    twitter_link: social.twitter_link,
    youtube_link: social.youtube_link,
  });
  const save = useSettingsWrite(saveSocial);
  // A link left empty is not sent: it keeps its value (the section saves links one by one).
  const submit = form.onSubmit((values) => {
    const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v && String(v).trim()));
    save.mutateAsync({ description: null, ...filled }).then(
      (res) => notify({ color: 'green', message: res.msg }),
      (error) => {
        serverErrors(form, error);
        notify({ color: 'red', message: errorMessage(error) });
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Section title="Social links" testId="settings-social">
        <Text size="sm" c="dimmed">
          Shown in the footer, on the contact page and in the home page's social section.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {links.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              type="url"
              placeholder="https://"
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save social links
          </Button>
        </Group>
      </Section>
    </form>
  );
}
