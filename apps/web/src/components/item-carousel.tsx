import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useScreenQuery } from '../lib/drawn-screen';
import classes from './item-carousel.module.css';
import { keepUncovered } from './layout/back-to-top';

/**
 * Items shown at a time, 3 on wide screens. The public home's carousels drop to 2 below
 * 768 px and 1 below 480 px (spec 000 §9); the member home rows and the viewer areas' strips
 * use 2 below 991 px and 1 below 767 px (000 §9 "one place", 001 §9).
 */
export type CarouselBreakpoints = 'public' | 'viewer';
const queries: Record<CarouselBreakpoints, [two: string, one: string]> = {
  public: ['(max-width: 767.98px)', '(max-width: 479.98px)'],
  viewer: ['(max-width: 990.98px)', '(max-width: 766.98px)'],
};
export function useItemsPerView(breakpoints: CarouselBreakpoints = 'public'): number {
  const [twoQuery, oneQuery] = queries[breakpoints];
  const two = useScreenQuery(twoQuery, { narrow: true });
  const one = useScreenQuery(oneQuery, { narrow: true });
  return one ? 1 : two ? 2 : 3;
}

/**
 * A sliding row of cards with previous and next buttons. Arrow keys move it when it has
 * focus; the buttons are disabled at either end.
 */
export function ItemCarousel<T>({
  items,
  title,
  label,
  renderItem,
  getKey,
  action,
  breakpoints = 'public',
}: {
  items: T[];
  breakpoints?: CarouselBreakpoints;
  title?: ReactNode;
  /** Accessible name of the region. */
  label: string;
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => string | number;
  action?: ReactNode;
}) {
  const perView = useItemsPerView(breakpoints);
  const [start, setStart] = useState(0);
  const last = Math.max(0, items.length - perView);
  useEffect(() => {
    if (start > last) setStart(last);
  }, [start, last]);
  const move = (by: number) => setStart((s) => Math.min(last, Math.max(0, s + by)));

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        {typeof title === 'string' ? (
          <Title order={2} size="h3">
            {title}
          </Title>
        ) : (
          (title ?? <span />)
        )}
        <Group gap="xs" wrap="nowrap" {...keepUncovered}>
          {action}
          {items.length > perView && (
            <>
              <ActionIcon
                variant="default"
                aria-label={msg.carouselPrevious}
                onClick={() => move(-perView)}
                disabled={start === 0}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={msg.carouselNext}
                onClick={() => move(perView)}
                disabled={start >= last}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </>
          )}
        </Group>
      </Group>
      <Box
        style={{ overflow: 'hidden' }}
        tabIndex={items.length > perView ? 0 : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
      >
        <Box
          data-per-view={perView}
          className={classes[breakpoints]}
          style={{
            display: 'flex',
            transition: 'transform 300ms ease',
            transform: `translateX(calc(-${start} * 100% / var(--carousel-per-view)))`,
          }}
        >
          {items.map((item, i) => (
            <Box
              key={getKey(item)}
              inert={i < start || i >= start + perView}
              style={{
                flex: '0 0 calc(100% / var(--carousel-per-view))',
                padding: '0 8px',
                boxSizing: 'border-box',
              }}
            >
              {renderItem(item)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
