import type { LocalPlan } from '@simmer/contracts';
import { paths } from '@simmer/contracts';
import { local, premiumResume } from '../../../lib/storage';
import { storedProduct } from './billing-api';

/**
 * Where a successful payment leads (spec 002 §2.1): back to the premium video or episode
 * the member was trying to watch; for an upgrade (or a single item) to the stored product;
 * otherwise to the plan details. The stored episode id is the one used for /watch-show
 * (the reading that lands the member on the episode they chose; decision 166).
 */
export function afterPaymentPath(plan: LocalPlan): string {
  const premiumLogin = local.get('premiumLogin') === 'true';
  const videoId = local.get('videoId');
  const episodeId = local.get('episodeId');
  let target: string = '/user-plan-details';
  if (premiumLogin && videoId) target = paths.video(videoId);
  else if (premiumLogin && episodeId) target = paths.episode(episodeId);
  else if (plan === 'upgrade' || plan === 'per_product') {
    const product = storedProduct.get();
    if (product)
      target = product.content_type === 'video' ? paths.video(product.id) : paths.episode(product.id);
  }
  premiumResume.clear();
  local.remove('productDetail');
  return target;
}
