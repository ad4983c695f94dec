/** First start (setup), the owner's account and two-step sign-in of staff. */
export const ownerMessages = {
  setupDone: 'Your brand is ready. Welcome aboard!',
  setupClosed: 'Setup is already done: sign in with the owner account, or ask the owner for an invitation.',
  brandNameRequired: 'Give your brand a name.',
  twoStepSetupRequired:
    'Set up two-step sign-in before using the admin: the owner requires it for all staff.',
  twoStepStaffOnly: 'Two-step sign-in is for staff accounts.',
  twoStepAlreadyOn: 'Two-step sign-in is already on for this account. Turn it off first to start again.',
  twoStepNotStarted: 'Start the set-up again: no authenticator key is waiting for a code.',
  twoStepEnabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  twoStepDisabled: 'Two-step sign-in is off.',
  twoStepNotOn: 'Two-step sign-in is not on for this account.',
  twoStepCodeWrong:
    'That code is not right. Enter the current 6-digit code from your authenticator app, or a recovery code.',
  twoStepCodeNeeded: 'Enter the 6-digit code from your authenticator app.',
  twoStepSessionExpired: 'The sign-in took too long. Enter your e-mail and password again.',
  twoStepRequirementOn: 'Two-step sign-in is now required for all staff.',
  twoStepRequirementOff: 'Two-step sign-in is now optional for staff.',
  twoStepRequireOwnFirst: 'Turn on two-step sign-in for your own account first.',
} as const;
