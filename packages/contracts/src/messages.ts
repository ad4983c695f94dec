import { accountDataMessages } from './messages/account-data';
import { adminMessages } from './messages/admin';
import { adminContentMessages } from './messages/admin-content';
import { analyticsMessages } from './messages/analytics';
import { announcementAdminMessages } from './messages/announcements';
import { billingMessages } from './messages/billing';
import { catalogMessages } from './messages/catalog';
import { communityMessages } from './messages/community';
import { connectedRecipeMessages } from './messages/connected-recipes';
import { faqMessages } from './messages/faq';
import { groceryMessages } from './messages/grocery';
import { hardeningMessages } from './messages/hardening';
import { homeMessages } from './messages/home';
import { homeEditorMessages } from './messages/home-editor';
import { kitchenMessages } from './messages/kitchen';
import { liveMessages } from './messages/live';
import { mediaMessages } from './messages/media';
import { newsletterMessages } from './messages/newsletters';
import { offersMessages } from './messages/offers';
import { ownerMessages } from './messages/owner';
import { profileMessages } from './messages/profile';
import { recipeBoxMessages } from './messages/recipe-box';
import { recipeFilterMessages } from './messages/recipe-filters';
import { recipeNotesMessages } from './messages/recipe-notes';
import { reportsMessages } from './messages/reports';
import { settingsMessages } from './messages/settings';
import { storeMessages } from './messages/store';
import { watchingMessages } from './messages/watching';

/**
 * The message catalogue: every text a user reads, verbatim from the specification
 * (odd spellings included). Server and web both import from here.
 */
export const msg = {
  ...ownerMessages,
  ...reportsMessages,
  ...accountDataMessages,
  ...adminMessages,
  ...adminContentMessages,
  ...announcementAdminMessages,
  ...billingMessages,
  ...offersMessages,
  ...communityMessages,
  ...groceryMessages,
  ...profileMessages,
  ...storeMessages,
  ...faqMessages,
  ...newsletterMessages,
  ...homeMessages,
  ...liveMessages,
  ...homeEditorMessages,
  ...mediaMessages,
  ...catalogMessages,
  ...connectedRecipeMessages,
  ...hardeningMessages,
  ...kitchenMessages,
  ...recipeNotesMessages,
  ...watchingMessages,
  ...analyticsMessages,
  ...recipeFilterMessages,
  ...recipeBoxMessages,
  ...settingsMessages,
  // access and sessions (spec 000 §5, §8)
  emailNotValid: 'Email not valid!',
  emailFormatNotValid: 'Email format not valid!',
  enterValidEmail: 'Please enter a valid email!',
  passwordRule:
    'Your password must be 8 to 20 characters long with at least one numeric digit, one uppercase and one lowercase letter.',
  confirmPasswordMismatch: 'Confirm Password should match password.',
  allFieldsRequired: 'All fields are required!',
  enableCookies: 'Please enable cookies.',
  notAuthorized: 'You are not authorized',
  enableNotifications: 'Please enable notification for receiving notifications.',
  emailAlreadyRegistered: 'A user is already registered with this e-mail address.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  loginSuccess: 'Login successful.',
  registrationSuccess: 'Account successfully created.',
  signUpCheckEmail:
    'We have sent an e-mail to {email}. Open the link in it to finish signing up. If this address already has an account, log in here, or reset your password if you forgot it.',
  signUpLinkSubject: '{brand}: confirm your e-mail address to finish signing up',
  signUpLinkMail:
    "Hello {name},\n\nWelcome to {brand}! To finish creating your account, open this link within {hours} hours:\n\n{link}\n\nStart with a video recipe, follow a show episode by episode, or turn any recipe's ingredients into a grocery list.\n\nIf you did not sign up, ignore this e-mail: no account is made without the link.\n\nHappy cooking,\nThe {brand} kitchen\n",
  signUpAttemptSubject: '{brand}: someone tried to sign up with your e-mail address',
  signUpAttemptMail:
    'Hello {name},\n\nSomeone just tried to create a {brand} account with this e-mail address. It already has an account, so nothing was changed.\n\nIf it was you, log in here:\n\n{login}\n\nForgot your password? Reset it here:\n\n{reset}\n\nIf it was not you, you can ignore this e-mail.\n\nThe {brand} kitchen\n',
  logoutSuccess: 'Successfully logged out.',
  passwordResetSent: 'Password reset e-mail has been sent.',
  passwordResetDone: 'Password has been reset with the new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  // E-mail verification and the first visit (issue: first run).
  emailVerified: 'Your e-mail address is verified.',
  emailVerifiedBadge: 'Verified',
  emailNotVerifiedBadge: 'Not verified',
  emailVerificationSent: 'We sent a new verification link to {email}.',
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  emailVerifyLinkInvalid:
    'This verification link is invalid, expired or already used. Ask for a new one from your profile.',
  emailVerifyResend: 'Send a new verification link',
  emailVerifyNudge: 'Please confirm your e-mail address: open the link we sent to {email}.',
  emailVerifyPageTitle: 'Confirm your e-mail address',
  emailVerifyChecking: 'Checking your link…',
  welcomeTitle: 'Welcome to {brand}, {name}!',
  welcomeBody:
    'Here is where to start: cook along with a video recipe, follow a show, or save ingredients to a grocery list.',
  welcomeDismiss: 'Got it',
  emailVerifyLogIn: 'Log in',
  emailVerifyHome: 'Go to my home page',
  welcomeRecipes: 'Browse recipes',
  welcomeVideos: 'Watch videos',
  welcomeShows: 'Explore shows',
  sessionExpired: 'Your session has expired, please log in again',
  loginToContinue: 'Please log in to open this page. You will return to it afterwards.',
  loginForStore: 'Please log in to visit the store. You will return to it afterwards.',
  tokenInvalid: 'Token is invalid or expired.',
  googleDisabled: 'Google sign-in is not enabled on this site.',
  googleTokenInvalid: 'Google sign-in could not be verified. Please try again.',
  facebookDisabled: 'Facebook sign-in is not available on this site.',
  deviceRegistered: 'Device registration saved.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  // general (spec 002 §8)
  somethingWentWrong: 'Something went wrong!',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to perform this action.',
  invalidInput: 'Please correct the highlighted fields.',
  fieldRequired: 'Field required!',
  // empty states (spec 000 §8, 001 §8)
  resultNotFound: 'Oops! Result Not Found',
  noResultsFound: 'Oops! No Results Found',
  noRecipesToShow: 'No Recipes to Show',
} as const;

export type MessageKey = keyof typeof msg;
