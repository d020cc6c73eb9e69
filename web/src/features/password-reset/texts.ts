/** The texts of the password reset pages (the spec's error catalogue where it has them). */
export const PASSWORD_RESET_TEXTS = {
  requestTitle: 'Reset your password',
  requestIntro: 'Enter the e-mail address you sign in with. We will e-mail you a link to choose a new password.',
  requestSent: 'If an account exists for that e-mail, we have sent a link to reset your password.',
  emailRequired: 'Email address is required.',
  confirmTitle: 'Choose a new password',
  confirmIntro: 'Use at least 10 characters. Common passwords are not accepted.',
  newPasswordRequired: 'New password is required.',
  reNewPasswordRequired: 'Please enter the new password again.',
  mismatch: "The two password fields didn't match.",
  success: 'Success! Please log in with your new password.',
  /** The token-expired view (the error catalogue: invalid invite or reset token). */
  tokenExpired: 'Your invite token has expired.',
  tokenExpiredHelp: 'Links to reset a password work once and for one hour. Ask for a new link.',
  backToLogin: 'Back to log in',
  askAgain: 'Ask for a new link',
} as const;

export const PASSWORD_RESET_PATHS = {
  request: '/password-reset-request',
  login: '/login',
} as const;
