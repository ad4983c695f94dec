import { Group, TextInput } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { useState } from 'react';
import { dayInputValue } from '../../../lib/format';

/** The period, as UTC days (the daily tables' days): the last 30 days by default. */
export function useRange() {
  const [to, setTo] = useState(() => dayInputValue(new Date(), { timeZone: 'UTC' }));
  const [from, setFrom] = useState(() =>
    dayInputValue(new Date(Date.now() - 29 * 86_400_000), { timeZone: 'UTC' }),
  );
  return { from, to, setFrom, setTo };
}

export function RangePicker({ range }: { range: ReturnType<typeof useRange> }) {
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={msg.analyticsFrom}
        value={range.from}
        max={range.to}
        onChange={(e) => range.setFrom(e.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={msg.analyticsTo}
        value={range.to}
        min={range.from}
        onChange={(e) => range.setTo(e.currentTarget.value)}
      />
    </Group>
  );
}
