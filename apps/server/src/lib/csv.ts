/** One CSV cell: quoted when it holds a comma, quote or line break. */
export const csvCell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
