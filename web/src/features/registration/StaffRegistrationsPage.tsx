import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Text,
  Textarea,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { StaffRegistrationsPage_viewer$key } from '../../__generated__/StaffRegistrationsPage_viewer.graphql.ts';
import type { StaffRegistrationsPageQuery } from '../../__generated__/StaffRegistrationsPageQuery.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { EnvironmentHolder } from '../../relay/environment.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { errorsOfFailure } from '../../ui/userErrors.ts';
import { useApproveRegistrationMutation } from './mutations/useApproveRegistrationMutation.ts';
import { useRejectRegistrationMutation } from './mutations/useRejectRegistrationMutation.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const pageQuery = graphql`
  query StaffRegistrationsPageQuery {
    viewer {
      user {
        isStaff
      }
      ...StaffRegistrationsPage_viewer
    }
  }
`;

export function staffRegistrationsLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<StaffRegistrationsPageQuery> =>
    loadQuery<StaffRegistrationsPageQuery>(holder.current(), pageQuery, {}, { fetchPolicy: 'store-and-network' });
}

/** /staff/registrations: staff only; everyone else is sent to the portfolio (the server answers them nothing). */
export function StaffRegistrationsRoute() {
  const data = usePreloadedQuery<StaffRegistrationsPageQuery>(pageQuery, useLoaderData() as PreloadedQuery<StaffRegistrationsPageQuery>);
  if (!data.viewer) return null;
  if (!data.viewer.user.isStaff) return <Navigate replace to="/portfolio" />;
  return <StaffRegistrationsPage viewer={data.viewer} />;
}

const KIND_LABELS: Record<string, string> = {
  LAW_FIRM_USER: 'Law firm user',
  SELF_SERVICE: 'Self-service',
  LIENHOLDER: 'Lienholder wizard',
};

/** The registrations awaiting a decision, oldest first, each with Approve and Reject (with a note for the applicant). */
export function StaffRegistrationsPage({ viewer }: { viewer: StaffRegistrationsPage_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment StaffRegistrationsPage_viewer on Viewer {
        pendingRegistrations(first: 100) @connection(key: "StaffRegistrationsPage_pendingRegistrations") {
          __id
          edges {
            node {
              id
              kind
              firstName
              lastName
              email
              companyName
              companyType
              companyTypeSpecification
              customerSource
              referralSource
              lawFirm {
                name
              }
              organizationName
              website
              phoneNumber
              contactPreference
              additionalInfo
              submittedAt
              dataFile {
                name
              }
              contacts {
                firstName
                lastName
                email
              }
              cases {
                lawFirm {
                  name
                }
                newLawFirm {
                  name
                }
                plaintiffFirstName
                plaintiffLastName
                plaintiffBirthdate
                dateOfLoss
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [approve] = useApproveRegistrationMutation();
  const [reject] = useRejectRegistrationMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const [note, setNote] = useState('');
  const connection = data.pendingRegistrations;

  const run = async (action: () => Promise<{ userErrors: ReadonlyArray<{ message: string }> }>) => {
    setErrors([]);
    try {
      setErrors((await action()).userErrors.map((error) => error.message));
    } catch (error) {
      setErrors(errorsOfFailure(error).general);
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">Registrations</Title2>
      <Caption1>
        Registrations awaiting approval. Approving creates the applicant's cases and lets them work; rejecting deactivates the account.
      </Caption1>
      <GeneralErrors messages={errors} />
      {connection.edges.length === 0 ? <Body1>No registration is awaiting approval.</Body1> : null}
      {connection.edges.map(({ node }) => {
        const name = `${node.firstName} ${node.lastName}`;
        return (
          <Card key={node.id} className={styles.card} role="article" aria-label={`Registration of ${name}`}>
            <CardHeader
              header={<Text weight="semibold">{`${name} <${node.email}>`}</Text>}
              description={
                <Caption1>
                  {KIND_LABELS[node.kind] ?? node.kind} · {node.organizationName ?? node.companyName}
                  {node.companyType
                    ? ` (${node.companyType}${node.companyTypeSpecification ? `: ${node.companyTypeSpecification}` : ''})`
                    : ''}
                  {node.submittedAt ? ` · submitted ${formatDateTime(node.submittedAt)}` : ''}
                </Caption1>
              }
            />
            {node.lawFirm ? <Body1>Joins law firm {node.lawFirm.name}</Body1> : null}
            {node.contactPreference ? (
              <Body1>Verify by: {node.contactPreference === 'WEBSITE' ? 'company website' : 'address and phone number'}</Body1>
            ) : null}
            {node.website ? <Body1>Website: {node.website}</Body1> : null}
            {node.phoneNumber ? <Body1>Phone: {node.phoneNumber}</Body1> : null}
            {node.customerSource ? <Body1>Heard of us: {node.customerSource}</Body1> : null}
            {node.referralSource ? <Body1>Referral: {node.referralSource}</Body1> : null}
            {node.additionalInfo ? <Body1>Notes: {node.additionalInfo}</Body1> : null}
            {node.contacts.length ? (
              <Body1>
                Contacts: {node.contacts.map((contact) => `${contact.firstName} ${contact.lastName} <${contact.email}>`).join(', ')}
              </Body1>
            ) : null}
            {node.dataFile ? <Body1>Case spreadsheet: {node.dataFile.name}</Body1> : null}
            {node.cases.length ? (
              <ul className={styles.list} aria-label={`Cases of ${name}`}>
                {node.cases.map((row, index) => (
                  <li key={index}>
                    {row.plaintiffFirstName} {row.plaintiffLastName}
                    {row.plaintiffBirthdate ? `, born ${row.plaintiffBirthdate}` : ''}
                    {row.dateOfLoss ? `, loss ${row.dateOfLoss}` : ''} — {row.lawFirm?.name ?? `${row.newLawFirm?.name ?? ''} (new)`}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={styles.actions}>
              <Button appearance="primary" onClick={() => void run(() => approve(node.id, connection.__id))}>
                Approve
              </Button>
              <Button
                onClick={() => {
                  setNote('');
                  setRejecting({ id: node.id, name });
                }}
              >
                Reject
              </Button>
            </div>
          </Card>
        );
      })}
      {rejecting ? (
        <Dialog open onOpenChange={(_, d) => !d.open && setRejecting(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>Reject the registration of {rejecting.name}?</DialogTitle>
              <DialogContent>
                <Field label="Note to the applicant (optional)">
                  <Textarea value={note} maxLength={5000} onChange={(_, d) => setNote(d.value)} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button onClick={() => setRejecting(null)}>Cancel</Button>
                <Button
                  appearance="primary"
                  onClick={() => {
                    const target = rejecting;
                    setRejecting(null);
                    void run(() => reject(target.id, note.trim(), connection.__id));
                  }}
                >
                  Reject registration
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ) : null}
    </div>
  );
}
