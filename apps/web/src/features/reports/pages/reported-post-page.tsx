import { msg, type ReportContentType } from '@simmer/contracts';
import { useLocation, useParams } from 'react-router';
import { useReportedPost } from '../api/reports-api';
import { ReportedPostContent } from '../components/reported-post-content';
import { ReviewFrame } from '../components/review-frame';

/** /reported-photo|status|video|recipe/{postId} (spec 001 §2 "Moderation pages"). */
export default function ReportedPostPage() {
  const { id } = useParams();
  const kind = (useLocation().pathname.split('/')[1]?.replace('reported-', '') ??
    'photo') as ReportContentType;
  const postId = Number(id) || 0;
  const post = useReportedPost(postId);
  return (
    <ReviewFrame
      kind={kind}
      targetReports={post.data?.reports}
      targetLoading={post.isLoading}
      targetError={postId ? post.error : new Error(msg.postNotFound)}
      notFoundMessage={kind === 'status' ? msg.statusNotFound : msg.postNotFound}
      postedBy={post.data?.user_posted_details}
    >
      {post.data && <ReportedPostContent post={post.data} />}
    </ReviewFrame>
  );
}
