/** The texts of the law firm's "Invite Providers" page (/invite without a token). */
export const INVITE_PROVIDERS_TEXTS = {
  title: 'Invite Providers',
  intro:
    'Invite the providers who hold liens on your cases to the Lien Registry. They get an e-mail with a link to register their organization; registering is free.',
  emailLabel: 'Provider Email Address',
  emailRequired: 'Provider Email Address is required.',
  submit: 'Invite',
  invited: 'Invited!',
  sentTitle: 'Sent invitations',
  empty: 'You have not invited any provider yet.',
  failure: 'An error occurred. Please refresh your tab and try again',
  loadMore: 'Show more',
  resend: { pristine: 'Resend invitation email', sending: 'Sending...', sent: 'Sent!' },
} as const;
