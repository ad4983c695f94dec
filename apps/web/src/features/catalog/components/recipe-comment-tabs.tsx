import { Tabs } from '@mantine/core';
import { type ConnectedRecipe, msg } from '@simmer/contracts';
import { Comments } from '../../../components/comments/comments';
import { useSession } from '../../../lib/session';
import { ConnectedRecipes } from './connected-recipes';

/** The Recipe tab and, for members only, the Comments tab of the video and episode pages. */
export function RecipeCommentTabs({
  type,
  id,
  recipes,
  reloadKey,
}: {
  type: 'video' | 'episode';
  id: number;
  recipes: ConnectedRecipe[];
  reloadKey: readonly unknown[];
}) {
  const { isLoggedIn } = useSession();
  return (
    <Tabs defaultValue="recipe" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="recipe">{msg.recipeTab}</Tabs.Tab>
        {isLoggedIn && <Tabs.Tab value="comments">{msg.commentsTab}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="recipe" pt="md">
        <ConnectedRecipes recipes={recipes} />
      </Tabs.Panel>
      {isLoggedIn && (
        <Tabs.Panel value="comments" pt="md">
          <Comments type={type} id={id} reloadKey={reloadKey} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
