/** Admin area texts (spec 002 §2.11, §8). */
export const adminMessages = {
  noDataFound: 'No Data Found',
  selectUsersToExport: 'Select at least one user to export.',
} as const;
