/** Admin announcement editor texts (spec 002 §2.8, §8). Members' texts live in `home.ts`. */
export const announcementAdminMessages = {
  announcementCreated: 'Announcement successfully created!',
  announcementUpdated: 'Announcement successfully updated!',
  announcementCreateFailed: 'Announcement creation Unsuccessful!',
  announcementUpdateFailed: 'Update Unsuccessful!',
  announcementNotFound: 'Unable to find Announcement details!',
  announcementDeleteFailed: 'Delete Announcement Unsuccessful!',
  announcementDeleted: 'Announcement deleted successfully!',
  announcementDateInvalid: 'Enter the date as DD-MM-YYYY.',
  announcementNoResults: 'No announcements found.',
  announcementNone: 'No announcements yet.',
  announcementDeleteConfirm: 'Delete this announcement? Members will no longer see it.',
} as const;
