import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { contentKeys } from '../api/content-api';

/**
 * Publish Video / Publish Recipe: on success the server's message shows and the admin goes
 * back to the listing; on refusal (e.g. no connected recipe yet) the message shows and the
 * item is read again.
 */
export function usePublish(run: () => Promise<{ msg: string }>, itemKey: QueryKey) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const publish = async () => {
    setPublishing(true);
    try {
      const res = await run();
      notifications.show({ color: 'green', message: res.msg });
      await qc.invalidateQueries({ queryKey: contentKeys.all });
      navigate('/upload-content-listing');
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e) });
      await qc.invalidateQueries({ queryKey: itemKey });
    } finally {
      setPublishing(false);
    }
  };
  return { publish, publishing };
}
