import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { limits } from '@simmer/contracts';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Mark an element the back-to-top button must never cover (carousel arrows, for one). */
export const keepUncovered = { 'data-keep-uncovered': '' } as const;
const uncovered = '[data-keep-uncovered], footer a, footer button';

const offset = 16;
const size = 40;
/** The corner the button sits in, with a margin around it. */
const corner = offset + size + offset;

/**
 * Whether something that must stay clickable (a carousel's arrows, a footer link) is in the
 * bottom-right corner where the button sits. An IntersectionObserver whose root is shrunk to
 * that corner says so without any work on scroll; new carousels are picked up as pages change.
 */
function useCornerTaken() {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inCorner = new Set<Element>();
    let observer: IntersectionObserver | null = null;
    let watched = new WeakSet<Element>();
    const watchNew = () => {
      for (const el of document.querySelectorAll(uncovered)) {
        if (watched.has(el)) continue;
        watched.add(el);
        observer?.observe(el);
      }
    };
    const start = () => {
      observer?.disconnect();
      inCorner.clear();
      watched = new WeakSet();
      setTaken(false);
      const top = Math.max(0, window.innerHeight - corner);
      const left = Math.max(0, window.innerWidth - corner);
      observer = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (e.isIntersecting) inCorner.add(e.target);
            else inCorner.delete(e.target);
          }
          for (const el of inCorner) if (!el.isConnected) inCorner.delete(el);
          setTaken(inCorner.size > 0);
        },
        { rootMargin: `-${top}px 0px 0px -${left}px` },
      );
      watchNew();
    };
    start();
    let pending = 0;
    const mutations = new MutationObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(watchNew);
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', start);
    return () => {
      cancelAnimationFrame(pending);
      mutations.disconnect();
      observer?.disconnect();
      window.removeEventListener('resize', start);
    };
  }, []);
  return taken;
}

/**
 * Appears after 250 px of scrolling (spec 000 §9), small and in the bottom-right corner. It
 * steps aside while a carousel's arrows or a footer link pass under that corner, so it never
 * covers a control.
 */
export function BackToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const cornerTaken = useCornerTaken();
  return (
    <Affix position={{ bottom: offset, right: offset }}>
      <Transition transition="slide-up" mounted={scroll.y > limits.backToTopPx && !cornerTaken}>
        {(styles) => (
          <ActionIcon
            style={{ ...styles, boxShadow: 'var(--mantine-shadow-md)' }}
            size={size}
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
