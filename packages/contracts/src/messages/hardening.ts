/** Texts of the shared input checks, load shedding and the not-found page. */
export const hardeningMessages = {
  textHasNul: 'Text may not contain the NUL character (\\0). Remove it and try again.',
  numberOutOfRange: 'This number is out of range.',
  requestTooDeep: 'The request is nested too deeply.',
  requestTooLarge: 'The request is too large.',
  requestNotJson: 'The request body is not valid JSON.',
  contentTypeNotAccepted: 'This content type is not accepted here.',
  multipartNoBoundary: 'The form could not be read: its content type has no boundary.',
  multipartBroken: 'The form could not be read: it was cut off or malformed. Send it again.',
  registrationIdTooLong: 'This device registration is too long.',
  deviceLimitReached:
    'Too many devices are registered for notifications. Sign out on a device you no longer use and try again.',
  deviceTaken: 'This device is registered to another account.',
  textTooLong: 'A text in the request is too long.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  serverBusyTitle: 'Busy for a moment',
  serverBusyRetrying:
    'Many people are cooking with us right now. This page loads again by itself in a few seconds.',
  tryAgainNow: 'Try again now',
  imageDecodeTooLarge:
    'This image is too large to process. Use an image of at most 24 megapixels, or try again in a minute.',
  imageUploadsTooFrequent: 'Too many images uploaded in the last minute. Please wait a minute and try again.',
  pageNotFoundTitle: 'Page not found',
  pageNotFound: 'The page you are looking for does not exist.',
  backHome: 'Back to the home page',
} as const;
