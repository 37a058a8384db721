/**
 * The sign-in messages users read (spec 000 §8 and 001 §5 where worded there; ours otherwise).
 * Codes travel in the error envelope; these are the texts.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Incorrect username or password.',
  inactive: 'User is inactive please contact administrator.',
  sessionExpired: 'User session expired, Please login again.',
  notConfirmed: 'Please verify your e-mail address to continue.',
  invalidCode: 'Invalid verification code!',
  emailTaken: 'User with this email address already exists.',
  socialAlreadyLinked: 'This social account is already associated with another user and cannot create a new account.',
  incorrectCurrentPassword: 'Incorrect current password.',
  samePassword: 'The new password must be different from the current one.',
  // reset / set-password link (000 §8: invalid, already set up, unregistered e-mail, expired)
  resetLinkInvalid: 'This password link is invalid. Please request a new one.',
  resetLinkExpired: 'This password link has expired. Please request a new one.',
  resetLinkUsed: 'Your password has already been set up with this link. Please login or request a new link.',
  resetEmailUnregistered: 'This e-mail address is not registered. Please sign up or check the address.',
  forgotPasswordSent: 'If an account exists for this e-mail address, we sent a link to reset its password.',
  codeSent: 'If this account is waiting for verification, we sent a new code.',
  alreadyVerified: 'This account is already verified. Please login.',
  csrf: 'This request did not come from the Quota app.',
} as const

/** The rule keys in error details for a bad reset link, so a client can pick its own wording. */
export const RESET_LINK_RULES = ['invalidLink', 'expiredLink', 'alreadyUsed', 'unregisteredEmail'] as const
export type ResetLinkRule = (typeof RESET_LINK_RULES)[number]
