import { Button, Group } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { msg, type RecipeDetail } from '@simmer/contracts';
import { IconCloudCheck, IconCloudDown, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { canKeepOffline, dropRecipe, keepRecipe, keptKeys, useKeptRecipes } from '../api/kept-recipes';

/** Whether a service worker controls the page; it may take over after the first load. */
function useCanKeep() {
  const [can, setCan] = useState(false);
  useEffect(() => {
    setCan(canKeepOffline());
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const update = () => setCan(canKeepOffline());
    navigator.serviceWorker.addEventListener('controllerchange', update);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', update);
  }, []);
  return can;
}

/**
 * "Keep offline" on a recipe page: a toggle button (aria-pressed) that saves the recipe's text
 * and pictures on this device, and once kept, "Kept offline ✓" with "Remove" beside it.
 */
export function KeepOffline({ recipe }: { recipe: RecipeDetail }) {
  const can = useCanKeep();
  const { online } = useNetwork();
  const client = useQueryClient();
  const kept = useKeptRecipes(can);
  const isKept = Boolean(kept.data?.some((k) => k.id === recipe.id));
  const toggle = useMutation({
    mutationFn: (keep: boolean) => (keep ? keepRecipe(recipe) : dropRecipe(recipe)),
    networkMode: 'always',
    onSuccess: (_r, keep) =>
      notify({ color: 'green', message: keep ? msg.keptOfflineSaved : msg.keptOfflineRemoved }),
    onError: (_e, keep) =>
      notify({ color: 'red', message: keep ? msg.keptOfflineFailed : msg.keptOfflineRemoveFailed }),
    onSettled: () => client.invalidateQueries({ queryKey: keptKeys.all }),
  });
  if (!can || kept.isLoading) return null;
  const unavailable = !isKept && !online;
  return (
    <Group gap="xs" data-testid="keep-offline">
      <Button
        variant={isKept ? 'light' : 'default'}
        color={isKept ? 'green' : undefined}
        leftSection={isKept ? <IconCloudCheck size={18} /> : <IconCloudDown size={18} />}
        aria-pressed={isKept}
        loading={toggle.isPending}
        disabled={unavailable}
        title={unavailable ? msg.keptOfflineNeedsConnection : undefined}
        onClick={() => toggle.mutate(!isKept)}
      >
        {isKept ? msg.keptOffline : msg.keepOffline}
      </Button>
      {isKept && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          aria-label={msg.keptOfflineRemoveLabel}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(false)}
        >
          {msg.keptOfflineRemove}
        </Button>
      )}
    </Group>
  );
}
