/**
 * The content kinds home items and carousels point at, apart from the zod schemas so that the
 * public home's first load (which opens items by kind) does not carry zod.
 */

/** The content kinds a home item can point at. The spec spells the recipe kind both ways. */
export const homeContentTypes = ['video', 'show', 'episode', 'youtube_recipe'] as const;
export type HomeContentType = (typeof homeContentTypes)[number];

/** Accepts `youtube-recipe` (search results) and `youtube_recipe` (home items) alike. */
export const normalizeContentType = (value: string): HomeContentType | null => {
  const v = value.replace('-', '_');
  return (homeContentTypes as readonly string[]).includes(v) ? (v as HomeContentType) : null;
};

export const carouselRowTypes = ['youtube_recipe', 'video', 'show', 'update'] as const;
export type CarouselRowType = (typeof carouselRowTypes)[number];
