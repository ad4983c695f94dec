import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, type Profile, type UnitSystem } from '@simmer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api';
import { profileKeys, setUnitSystem } from '../api/profile-api';

/** Metric, US or as written: recipe pages and grocery totals follow the choice. */
export function UnitPreferenceControl({ value }: { value: UnitSystem | null }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: setUnitSystem,
    onSuccess: (res, { unit_system }) => {
      client.setQueryData<Profile>(profileKeys.profile, (old) => (old ? { ...old, unit_system } : old));
      notifications.show({ color: 'green', message: res.msg });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  return (
    <Stack gap={6}>
      <Text fw={600} id="units-label">
        {msg.unitsLabel}
      </Text>
      <SegmentedControl
        aria-labelledby="units-label"
        fullWidth
        disabled={save.isPending}
        value={value ?? 'written'}
        onChange={(v) => save.mutate({ unit_system: v === 'written' ? null : (v as UnitSystem) })}
        data={[
          { value: 'written', label: msg.unitsAsWritten },
          { value: 'metric', label: msg.unitsMetric },
          { value: 'us', label: msg.unitsUs },
        ]}
      />
    </Stack>
  );
}
