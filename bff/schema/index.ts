// The GraphQL schema: every module adds its types to the one builder; importing them here is what registers them.
import { lexicographicSortSchema } from 'graphql';
import { builder } from '../builder.ts';
import './scalars.ts';
import './user-errors.ts';
import './organization.ts';
import './organization-settings.ts';
import './history.ts';
import './case.ts';
import './liens.ts';
import './viewer.ts';
import './portfolio.ts';
import './options.ts';
import './auth.ts';
import './sessions.ts';
import './case-status.ts';
import './lien-rejection.ts';
import './representation.ts';
import './merge.ts';
import './case-details.ts';
import './policy-limits.ts';
import './documents.ts';
import './document-requests.ts';
import './share.ts';
import './tags.ts';
import './external-keys.ts';
import './contacts.ts';
import './threads.ts';
import './chat.ts';
import './access-log.ts';
import './jobs.ts';
import './mailbox.ts';
import './case-creation.ts';
import './rewards.ts';
import './notifications.ts';
import './payments.ts';
import './plans.ts';
import './registration.ts';
import './password-reset.ts';
import './users.ts';
import './provider-invitations.ts';
import './subscriptions.ts';

export const schema = builder.toSchema();

/** The SDL committed as schema.graphql (sorted, so diffs show real changes only). */
export const sortedSchema = lexicographicSortSchema(schema);
