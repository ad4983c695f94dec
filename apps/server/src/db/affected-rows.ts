/** How many rows an insert, update or delete touched, whichever driver answered. */
export const affectedRows = (result: unknown): number =>
  Number(
    (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0,
  );
