// The one-time account tokens live in the domain layer (registry/domain/account-tokens.ts), so domain code that
// issues them (an invitation, a registration's choose-a-password link) stays below auth; re-exported here for the
// auth and http code that imports them from auth.
export * from '../domain/account-tokens.ts';
