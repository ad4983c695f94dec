import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WaitingNotice } from './waiting-notice';

const show = (method: string) =>
  render(
    <MantineProvider>
      <WaitingNotice method={method} />
    </MantineProvider>,
  );

describe('the studio while it waits for the stream', () => {
  it('gives the broadcasting software (OBS) steps on the software tab', () => {
    show('software');
    expect(screen.getByText(msg.liveWaitingHelp)).toBeTruthy();
  });

  it('does not show the OBS stream-key steps on the camera tab', () => {
    show('camera');
    expect(screen.queryByText(/stream key|OBS/)).toBeNull();
    expect(screen.getByText(msg.liveWaitingCameraHelp)).toBeTruthy();
    expect(screen.getByText(msg.liveWaiting)).toBeTruthy();
  });
});
