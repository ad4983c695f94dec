import { Anchor, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { authModal } from '../../../lib/auth-modal';

/** For a visitor under the comments: a link that opens the login, back to this page after. */
export function LoginToComment() {
  return (
    <Text c="dimmed">
      <Anchor
        component="button"
        type="button"
        onClick={() =>
          authModal.open('login', { returnTo: `${window.location.pathname}${window.location.search}` })
        }
      >
        {msg.loginToComment}
      </Anchor>
    </Text>
  );
}
