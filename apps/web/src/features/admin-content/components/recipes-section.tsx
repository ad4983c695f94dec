import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConnectedRecipeList } from './connected-recipe-list';

/** The written recipes of a saved item; before the first save, the spec's reminder instead. */
export function RecipesSection({
  contentType,
  contentId,
}: {
  contentType: 'video' | 'episode' | 'recipe';
  contentId: number | null;
}) {
  const [warned, setWarned] = useState(false);
  return (
    <Paper withBorder p="md">
      {contentId ? (
        <ConnectedRecipeList contentType={contentType} contentId={contentId} />
      ) : (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {msg.connectedRecipesHeading}
          </Title>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setWarned(true)}
            w="fit-content"
          >
            {msg.connectedRecipeAdd}
          </Button>
          {warned && (
            <Alert color="yellow" role="alert">
              {msg.contentSaveBeforeRecipes}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
