import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, reportReasons } from '@simmer/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { reportPost } from '../api/posts-api';

/** Report flow (spec 001 §4): confirm, then the five reasons, then send and show the server's message. */
export function ReportPostDialog({
  postId,
  opened,
  onClose,
}: {
  postId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [step, setStep] = useState<'confirm' | 'reason'>('confirm');
  const close = () => {
    setStep('confirm');
    onClose();
  };
  const send = useMutation({
    mutationFn: (reason: (typeof reportReasons)[number]) => reportPost(postId, reason),
    onSuccess: (res) => notifications.show({ color: 'green', message: res.msg }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    onSettled: close,
  });
  return (
    <Modal opened={opened} onClose={close} title="Report" centered>
      {step === 'confirm' ? (
        <Stack>
          <Text>{msg.confirmReportPost}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              No
            </Button>
            <Button color="red" onClick={() => setStep('reason')}>
              Yes
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{msg.chooseReportReason}</Text>
          {reportReasons.map((reason) => (
            <Button
              key={reason}
              variant="light"
              justify="flex-start"
              disabled={send.isPending}
              onClick={() => send.mutate(reason)}
            >
              {reason}
            </Button>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
