import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { msg } from '@simmer/contracts';

/** Premium videos and episodes are not deleted: an info modal says so instead (spec 002 §4). */
export function premiumInfo() {
  const id = modals.open({
    title: msg.contentPremiumInfoTitle,
    centered: true,
    children: (
      <Stack>
        <Text size="sm">{msg.contentPremiumNoDelete}</Text>
        <Button onClick={() => modals.close(id)} w="fit-content" ml="auto">
          OK
        </Button>
      </Stack>
    ),
  });
}
