/** The texts of the users table (Settings › Organization) and the invitation acceptance page (the spec's catalogue). */
export const USERS_TEXTS = {
  title: 'Users',
  invite: 'Invite User',
  invited: 'Invited!',
  resend: 'Resend invitation email',
  sending: 'Sending...',
  sent: 'Sent!',
  edit: 'Edit',
  deactivate: 'Deactivate',
  deactivateTitle: 'Deactivate user',
  deactivateQuestion: (name: string) =>
    `Deactivate ${name}? They will no longer be able to work for this organization; their open sessions end at once.`,
  viewerMissing: 'Logged-in user not found in organization user list.',
  alreadyMember: 'User already has an account for this organization.',
  alreadyMemberNotice: 'This e-mail address is already associated with an account of this organization. Please contact support for help.',
  error: 'Error',
  emailRequired: 'Email is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  passwordRequired: 'Password is required.',
  redirecting: 'Redirecting to Login – We already have a matching account.',
  acceptTitle: 'Accept your invitation',
  acceptSubmit: 'Create account',
  accepted: 'Success',
  acceptedDetail: 'Your account is ready. Please log in.',
  tokenExpiredHelp: "Ask your organization's admin to send you a new invitation.",
  backToLogin: 'Back to sign in',
} as const;

export const ROLE_LABELS = { ADMIN: 'Admin', USER: 'User' } as const;

/** How long the 'Redirecting to Login' notice stays before the sign-in page opens. */
export const USERS_REDIRECT_DELAY_MS = 2000;
