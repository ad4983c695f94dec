import { Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 002 §8: messages containing "unsuccessful" show red, "successful" green; others are errors. */
export const isSuccessText = (text: string) => /successful/i.test(text) && !/unsuccessful/i.test(text);

/** A status text that clears itself: 5 s by default (spec 002 §9), or the given time. */
export function useTimedStatus(defaultMs = 5000) {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (message: string, ms: number = defaultMs) => {
      window.clearTimeout(timer.current);
      setText(message);
      timer.current = window.setTimeout(() => setText(null), ms);
    },
    [defaultMs],
  );
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setText(null);
  }, []);
  return { text, show, clear };
}

/** The status line itself; announced to screen readers as it appears. */
export function TimedStatus({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <Text
      role="status"
      aria-live="polite"
      size="sm"
      fw={600}
      c={text && isSuccessText(text) ? 'green.8' : 'red.8'}
      mih={22}
      data-testid={testId}
    >
      {text ?? ''}
    </Text>
  );
}
