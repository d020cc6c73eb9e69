import {
  Body1,
  Button,
  Caption1,
  Field,
  Input,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  Title3,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Navigate } from 'react-router';
import type { InviteProvidersPage_viewer$key } from '../../__generated__/InviteProvidersPage_viewer.graphql.ts';
import type { InviteProvidersPagePaginationQuery } from '../../__generated__/InviteProvidersPagePaginationQuery.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useInviteProviderMutation } from './mutations/useInviteProviderMutation.ts';
import { ProviderInvitationRow } from './ProviderInvitationRow.tsx';
import { INVITE_PROVIDERS_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '960px',
  },
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  email: { minWidth: '320px', flexGrow: 1, maxWidth: '480px' },
});

/**
 * /invite (signed in, no token): a law firm invites providers by e-mail ('Invited!') and sees the invitations it
 * sent, newest first, with their state and a resend button. Anyone else is sent to the portfolio.
 */
export function InviteProvidersPage({ viewer }: { viewer: InviteProvidersPage_viewer$key }) {
  const styles = useStyles();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    InviteProvidersPagePaginationQuery,
    InviteProvidersPage_viewer$key
  >(
    graphql`
      fragment InviteProvidersPage_viewer on Viewer
      @refetchable(queryName: "InviteProvidersPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        canInviteProviders
        providerInvitations(first: $count, after: $cursor) @connection(key: "InviteProvidersPage_providerInvitations") {
          __id
          totalCount
          edges {
            node {
              id
              ...ProviderInvitationRow_invitation
            }
          }
        }
      }
    `,
    viewer,
  );
  const { dispatchToast } = useAppToasts();
  const [invite, inviting] = useInviteProviderMutation();
  const { errors, submit, field } = useFormErrors();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [rowErrors, setRowErrors] = useState<string[]>([]);

  const invitations = data.providerInvitations;
  if (!data.canInviteProviders || !invitations) return <Navigate replace to="/portfolio" />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!email.trim());
    if (!email.trim()) return;
    const ok = await submit(() => invite(email.trim(), invitations!.__id));
    if (!ok) return;
    setEmail('');
    dispatchToast(
      <Toast>
        <ToastTitle>{INVITE_PROVIDERS_TEXTS.invited}</ToastTitle>
      </Toast>,
      { intent: 'success', timeout: 3000 },
    );
  }

  return (
    <div className={styles.page}>
      <Title2 as="h1">{INVITE_PROVIDERS_TEXTS.title}</Title2>
      <Body1>{INVITE_PROVIDERS_TEXTS.intro}</Body1>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label={INVITE_PROVIDERS_TEXTS.title}>
        <Field
          className={styles.email}
          label={INVITE_PROVIDERS_TEXTS.emailLabel}
          required
          {...field('email')}
          {...(missing ? { validationMessage: INVITE_PROVIDERS_TEXTS.emailRequired } : {})}
        >
          <Input type="email" value={email} maxLength={254} onChange={(_, d) => setEmail(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={inviting}>
          {INVITE_PROVIDERS_TEXTS.submit}
        </Button>
      </form>
      <GeneralErrors messages={[...errors.general, ...rowErrors]} />
      <Title3 as="h2">{INVITE_PROVIDERS_TEXTS.sentTitle}</Title3>
      {invitations.edges.length === 0 ? (
        <Body1>{INVITE_PROVIDERS_TEXTS.empty}</Body1>
      ) : (
        <>
          <Caption1>
            {invitations.totalCount} invitation{invitations.totalCount === 1 ? '' : 's'}
          </Caption1>
          <Table aria-label={INVITE_PROVIDERS_TEXTS.sentTitle} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Sent</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.edges.map((edge) => (
                <ProviderInvitationRow key={edge.node.id} invitation={edge.node} onErrors={setRowErrors} />
              ))}
            </TableBody>
          </Table>
          {hasNext ? (
            <div>
              <Button disabled={isLoadingNext} onClick={() => loadNext(20)}>
                {INVITE_PROVIDERS_TEXTS.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
