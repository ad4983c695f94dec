import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { Component, type ReactNode } from 'react';

/** Shown when a page fails to render (for instance a chunk that failed to load after a deploy). */
export function RouteError() {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center">
        <Title order={2}>{msg.somethingWentWrong}</Title>
        <Text c="dimmed">Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  /** Changes on every navigation: the next page renders afresh. */
  resetKey: string;
  children: ReactNode;
}

/** Shows `RouteError` in place of the routes when a page throws while rendering or loading. */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
