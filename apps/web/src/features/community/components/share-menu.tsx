import { ActionIcon, Menu } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';

/** Share menu: copy the post's link; the item reads Copied! afterwards. */
export function ShareMenu({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard permission, fall back to a selectable prompt.
      window.prompt('Copy this link', url);
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Menu position="bottom-end" withArrow closeOnItemClick={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Share">
          <IconShare size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={copy}>
          {copied ? msg.copied : 'Copy link'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
