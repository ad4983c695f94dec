/**
 * Member data rights: the archive of a member's data and account deletion. Not in the spec;
 * written in its plain, second-person tone.
 */
export const accountDataMessages = {
  yourDataTitle: 'Your data',
  yourDataIntro: 'Download everything we keep about you, or delete your account for good.',
  exportDownload: 'Download my data',
  exportPreparing: 'Preparing your archive…',
  exportReady: 'Your archive has been downloaded.',
  exportFailed: 'Oops! We could not prepare your archive. Please try again.',
  exportTooOften: 'You asked for your data a moment ago. Please try again in an hour.',
  deleteAccountLink: 'Delete my account',
  deleteAccountTitle: 'Delete your account',
  deleteAccountIntro: 'This cannot be undone. When you delete your account:',
  deleteAccountRenewal: 'Your membership stops renewing. You will not be charged again.',
  deleteAccountPosts:
    'Your posts and comments are removed from the community, with the likes and comments on your posts.',
  deleteAccountPersonal:
    'Your name, e-mail address, picture, password, grocery lists, saved items, likes and notifications are erased, and you are signed out everywhere.',
  deleteAccountRecords:
    'Payment and order records stay for our accounts (amounts, dates and items), without your name, e-mail or address.',
  deleteAccountEmail: 'We send a last e-mail to {email} to confirm the deletion.',
  deleteAccountExportFirst: 'Want a copy first? Download your data before you go.',
  deleteAccountPassword: 'Your password',
  deleteAccountRecentSignIn:
    'Your account signs in with {provider}. For your safety, log out and sign in again, then delete your account within 10 minutes.',
  deleteAccountTypeLabel: 'Type {word} to confirm',
  deleteAccountConfirm: 'Delete my account',
  deleteAccountCancel: 'Cancel',
  deleteAccountTypeMismatch: 'Please type {word} to confirm.',
  deleteAccountPasswordRequired: 'Please enter your password.',
  deleteAccountPasswordWrong: 'Your password was entered incorrectly. Please enter it again.',
  deleteAccountSignInAgain:
    'For your safety, please log out and sign in again, then delete your account within 10 minutes.',
  accountDeleted: 'Your account has been deleted. Goodbye, and thank you for cooking with us.',
  accountDeletedSubject: 'Your {brand} account has been deleted',
  accountDeletedBody:
    'Hello {name},\n\nYour {brand} account has been deleted as you asked on {date}. Your membership will not renew, your posts and comments have been removed and your personal data has been erased. Payment and order records stay for our accounts, without your name, e-mail or address.\n\nIf you did not ask for this, reply to this e-mail.\n\n{brand}',
  accountDeletedByStaffBody:
    'Hello {name},\n\nYour {brand} account has been deleted by our team on {date}. Your membership will not renew, your posts and comments have been removed and your personal data has been erased. Payment and order records stay for our accounts, without your name, e-mail or address.\n\nIf you have questions, reply to this e-mail.\n\n{brand}',
  deletedMemberName: 'Deleted member',
  staffAccountNotDeletable: 'This is a staff account. Remove it from the staff first.',
  memberNotFound: 'No member with this id.',
  memberAlreadyDeleted: 'This account has already been deleted.',
  adminExportData: 'Export data',
  adminDeleteAccount: 'Delete account',
  adminDeleteAccountIntro:
    'Delete the account of {name} ({email})? Their membership stops renewing, their posts and comments are removed, and their personal data is erased. Payment and order records stay without their name. This cannot be undone.',
  adminMemberDeleted: 'The account has been deleted.',
} as const;
