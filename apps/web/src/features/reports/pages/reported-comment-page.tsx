import { Group, Image, Stack, Text } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useParams } from 'react-router';
import { useReportedComment } from '../api/reports-api';
import { ReviewFrame } from '../components/review-frame';

/** /reported-comment/{commentId}: the commented content's title image and the comment text. */
export default function ReportedCommentPage() {
  const commentId = Number(useParams().id) || 0;
  const comment = useReportedComment(commentId);
  const c = comment.data;
  return (
    <ReviewFrame
      kind="comment"
      targetReports={c?.reports}
      targetLoading={comment.isLoading}
      targetError={commentId ? comment.error : new Error(msg.commentNotFound)}
      notFoundMessage={msg.commentNotFound}
      postedBy={c?.user_posted_details}
    >
      {c && (
        <Stack gap="sm" data-testid="reported-content">
          <Group gap="sm" wrap="nowrap" align="center">
            {c.content_details.title_image && (
              <Image
                src={c.content_details.title_image}
                alt={c.content_details.title || msg.reportCommentOn}
                w={120}
                h={72}
                radius="sm"
                fit="cover"
              />
            )}
            {c.content_details.title && (
              <Text size="sm" c="dimmed">
                {msg.reportCommentOn}: {c.content_details.title}
              </Text>
            )}
          </Group>
          <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
            {c.text}
          </Text>
          {c.image && <Image src={c.image} alt="" radius="md" mah={320} fit="contain" />}
        </Stack>
      )}
    </ReviewFrame>
  );
}
