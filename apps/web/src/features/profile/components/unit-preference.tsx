import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg, type Profile, type UnitPreference, type UnitSystem } from '@simmer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../../lib/api';
import { profileKeys } from '../api/profile-api';

/** Metric, US or as written: recipe pages and grocery totals follow the choice. */
export function UnitPreferenceControl({ value }: { value: UnitSystem | null }) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const save = async (next: string) => {
    const unit_system = next === 'written' ? null : (next as UnitSystem);
    setSaving(true);
    try {
      const res = await api.put<{ msg: string; data: UnitPreference }>('/users/profile/units/', {
        unit_system,
      });
      client.setQueryData<Profile>(profileKeys.profile, (old) => (old ? { ...old, unit_system } : old));
      notifications.show({ color: 'green', message: res.msg });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text fw={600} id="units-label">
        {msg.unitsLabel}
      </Text>
      <SegmentedControl
        aria-labelledby="units-label"
        fullWidth
        disabled={saving}
        value={value ?? 'written'}
        onChange={(v) => void save(v)}
        data={[
          { value: 'written', label: msg.unitsAsWritten },
          { value: 'metric', label: msg.unitsMetric },
          { value: 'us', label: msg.unitsUs },
        ]}
      />
    </Stack>
  );
}
