import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import { FaqPageSchema } from '../faq';

/** FAQ content as the help page reads it. Managing topics is the admin area's (`adminFaq`). */
export const faqEndpoints = {
  /** Everyone may read the FAQs (spec 001 §1); the /help page itself is for members. */
  list: endpoint({
    method: 'GET',
    path: '/faq/',
    access: 'public',
    query: pageQuerySchema,
    response: FaqPageSchema,
  }),
} as const;
