// Text helpers the pages' first screens use. No zod here: importing them must not bring the
// contract schemas into a page's first load.

/** "1 like", "2 likes" (spec 001 §4). */
export const countLabel = (n: number, singular: string, plural = `${singular}s`) =>
  `${n} ${n === 1 ? singular : plural}`;

/** A description cut to `max` characters with an ellipsis when longer. */
export const cutText = (text: string | null | undefined, max: number) => {
  const t = text ?? '';
  return t.length > max ? `${t.slice(0, max)}...` : t;
};
