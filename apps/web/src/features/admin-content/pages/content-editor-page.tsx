import { Alert, Container, Group, Paper, Radio, Title } from '@mantine/core';
import { fillMessage, msg } from '@simmer/contracts';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/api';
import { useAdminRecipe, useAdminShow, useAdminVideo } from '../api/content-api';
import { ContentForm, usePublishRefusal } from '../components/content-form';
import { recipeContent, showContent, videoContent } from '../components/content-types';

type Kind = 'show' | 'video' | 'recipe';
const kindOf = (value: string | undefined): Kind =>
  value === 'show'
    ? 'show'
    : value === 'recipe' || value === 'youtube-recipe' || value === 'youtube_recipe'
      ? 'recipe'
      : 'video';

/**
 * Creates or edits a show, a video or a YouTube recipe (spec 002 §2.10):
 * /upload-new-content[/:contentType], /update-content/:contentType/:contentId and
 * /update-show-content/:contentType/:contentId. The type radio is locked when editing.
 */
export default function ContentEditorPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.contentId ?? 0) || 0;
  const kind = params.contentType ? kindOf(params.contentType) : 'show';
  const editing = id > 0;
  const show = useAdminShow(kind === 'show' ? id : 0);
  const video = useAdminVideo(kind === 'video' ? id : 0);
  const recipe = useAdminRecipe(kind === 'recipe' ? id : 0);
  const query = kind === 'show' ? show : kind === 'video' ? video : recipe;
  const refusal = usePublishRefusal(`${kind}-${id}`);

  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        {editing ? 'Edit content' : 'Upload new content'}
      </Title>
      <Paper withBorder p="md" mb="md">
        <Radio.Group
          label="Content type"
          value={kind}
          onChange={(v) => !editing && navigate(`/upload-new-content/${v}`, { replace: true })}
          description={editing ? msg.contentTypeLocked : undefined}
        >
          <Group mt="xs">
            <Radio value="show" label="Show" disabled={editing && kind !== 'show'} />
            <Radio value="video" label="Video" disabled={editing && kind !== 'video'} />
            <Radio value="recipe" label="Recipe" disabled={editing && kind !== 'recipe'} />
          </Group>
        </Radio.Group>
      </Paper>
      {editing && query.isPending ? (
        <PageLoader />
      ) : editing && query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : kind === 'show' ? (
        <ContentForm
          key={`show-${id}-${show.dataUpdatedAt}`}
          type={showContent}
          item={show.data}
          refusal={refusal}
        />
      ) : kind === 'video' ? (
        <>
          {video.data?.live_comment_count != null && (
            <Alert color="blue" mb="md" data-testid="live-replay-notice">
              {fillMessage(msg.liveReplayNotice, { count: String(video.data.live_comment_count) })}
            </Alert>
          )}
          <ContentForm
            key={`video-${id}-${video.dataUpdatedAt}`}
            type={videoContent}
            item={video.data}
            refusal={refusal}
          />
        </>
      ) : (
        <ContentForm
          key={`recipe-${id}-${recipe.dataUpdatedAt}`}
          type={recipeContent}
          item={recipe.data}
          refusal={refusal}
        />
      )}
    </Container>
  );
}
