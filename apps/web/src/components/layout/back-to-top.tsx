import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { limits } from '@simmer/contracts';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Whether the page footer is on screen (the button would cover its links). */
function useFooterInView() {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * Appears after 250 px of scrolling (spec 000 §9). It steps aside once the footer is on
 * screen, where the footer's links and the page's last controls sit, and stays small and
 * tucked into the corner so it does not cover carousel arrows.
 */
export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const footerInView = useFooterInView();
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Transition transition="slide-up" mounted={scroll.y > limits.backToTopPx && !footerInView}>
        {(styles) => (
          <ActionIcon
            style={{ ...styles, boxShadow: 'var(--mantine-shadow-md)' }}
            size={40}
            radius="xl"
            variant="filled"
            aria-label="Back to top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
