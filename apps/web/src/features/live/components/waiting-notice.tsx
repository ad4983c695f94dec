import { Alert, Loader } from '@mantine/core';
import { msg } from '@simmer/contracts';

/**
 * What the studio says while it waits for the first video: the broadcasting software's steps
 * (server address and stream key) on its tab, the camera's steps on the camera tab.
 */
export function WaitingNotice({ method }: { method: string | null }) {
  return (
    <Alert color="yellow" icon={<Loader size={16} color="yellow" />} title={msg.liveWaiting}>
      {method === 'camera' ? msg.liveWaitingCameraHelp : msg.liveWaitingHelp}
    </Alert>
  );
}
