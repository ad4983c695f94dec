import { Alert, List, Text } from '@mantine/core';
import type { PaymentsConfig } from '@simmer/contracts';
import { msg } from '@simmer/contracts';

const behaviourText: Record<string, string> = {
  success: msg.testCardSuccess,
  declined: msg.testCardDeclined,
  insufficient_funds: msg.testCardInsufficient,
  fails_on_renewal: msg.testCardFailsOnRenewal,
  requires_authentication: msg.testCardRequiresAuthentication,
};

/** The sandbox processor is labelled as test mode, with its documented cards. */
export function TestModeNotice({ config }: { config: PaymentsConfig | undefined }) {
  if (!config?.test_mode) return null;
  return (
    <Alert color="yellow" title={msg.testModeLabel} data-testid="test-mode">
      {config.test_cards.length > 0 && (
        <>
          <Text size="sm">{msg.testCardsTitle}</Text>
          <List size="sm">
            {config.test_cards.map((c) => (
              <List.Item key={c.number}>
                <code>{c.number}</code> — {behaviourText[c.behaviour] ?? c.behaviour}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
