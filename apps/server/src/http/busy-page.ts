import { msg } from '@simmer/contracts';
import { brandedPage } from './branded-page';

/**
 * The page a browser gets when its page request is shed (load-shedding.ts): the brand, the
 * catalogue's message, and the same address loaded again after `retryAfter` seconds (a meta
 * refresh, so it works without scripts; a little jitter from the script spreads the retries of
 * many visitors).
 */
export function busyPage(brand: string, color: string, retryAfter: number): string {
  return brandedPage({
    brand,
    color,
    title: msg.serverBusyTitle,
    text: msg.serverBusyRetrying,
    status: true,
    button: { label: msg.tryAgainNow, href: '' },
    refresh: { seconds: retryAfter + 2 },
    marker: 'data-busy-page',
    script: `setTimeout(function(){location.reload()},(${Number(retryAfter)}+Math.random()*2)*1000)`,
  });
}
