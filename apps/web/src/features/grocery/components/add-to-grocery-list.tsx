import { Button, Center, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { isStaff, msg } from '@simmer/contracts';
import { IconListCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { authModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';

// The dialog's content loads the first time it opens.
const Picker = lazy(() => import('./add-to-grocery-picker').then((m) => ({ default: m.Picker })));

export interface RecipeIngredient {
  name: string;
  quantity?: string | null;
  unit?: string | null;
  category?: string | null;
}

/**
 * The recipe page's add-to-grocery control (spec 001 §2): a member picks a list (lists that
 * already hold this recipe show a check mark) or starts a new one; a visitor is asked to log in.
 * The server adds the recipe's own ingredients, summing what the list already has.
 */
export function AddToGroceryList({
  recipeId,
  recipeName,
  ingredients,
  servings,
}: {
  recipeId: number;
  recipeName?: string;
  ingredients: RecipeIngredient[];
  /** Servings chosen on the page; the server scales the quantities from the recipe's own. */
  servings?: number;
}) {
  const { isLoggedIn, role } = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  // Grocery lists are a member's; an admin's session has no lists page to keep them on.
  if (!ingredients.length || isStaff(role)) return null;

  if (!isLoggedIn) {
    return (
      <Button
        variant="light"
        leftSection={<IconListCheck size={18} />}
        onClick={() => {
          notifications.show({ message: msg.groceryLoginToAdd });
          authModal.open('login');
        }}
      >
        Add to grocery list
      </Button>
    );
  }

  return (
    <>
      <Button variant="light" leftSection={<IconListCheck size={18} />} onClick={open}>
        Add to grocery list
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={recipeName ? `Add ${recipeName}` : 'Add to grocery list'}
        centered
      >
        {opened && (
          <Suspense
            fallback={
              <Center py="md">
                <Loader />
              </Center>
            }
          >
            <Picker recipeId={recipeId} servings={servings} count={ingredients.length} onDone={close} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
