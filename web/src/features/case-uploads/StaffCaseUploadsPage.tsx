// /staff/case-uploads (issue 14 item 6): staff's received files (newest first, with where each stands) and, for the
// chosen one (?id=), its spreadsheet import (CaseImportPanel). Staff only: everyone else is sent to the portfolio
// (the server answers them nothing); the registry logs every read (the rows carry plaintiffs' names and birth dates).
import { Badge, Body1, Caption1, Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { graphql, loadQuery, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { StaffCaseUploadsPage_viewer$key } from '../../__generated__/StaffCaseUploadsPage_viewer.graphql.ts';
import type { StaffCaseUploadsPageQuery } from '../../__generated__/StaffCaseUploadsPageQuery.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { EnvironmentHolder } from '../../relay/environment.ts';
import { CaseImportPanel } from './CaseImportPanel.tsx';
import { STATUS_LABELS, STAFF_TEXTS } from './staffTexts.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 3fr', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: { cursor: 'pointer' },
  chosen: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  row: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const pageQuery = graphql`
  query StaffCaseUploadsPageQuery($id: ID!, $chosen: Boolean!) {
    viewer {
      user {
        isStaff
      }
      ...StaffCaseUploadsPage_viewer
      caseImport(caseUploadId: $id) @include(if: $chosen) {
        caseUpload {
          status
        }
        ...CaseImportPanel_caseImport
      }
    }
  }
`;

const variablesOf = (url: URL) => {
  const id = url.searchParams.get('id') ?? '';
  return { id, chosen: id !== '' };
};

export function staffCaseUploadsLoader(holder: EnvironmentHolder) {
  return ({ request }: LoaderFunctionArgs): PreloadedQuery<StaffCaseUploadsPageQuery> =>
    loadQuery<StaffCaseUploadsPageQuery>(holder.current(), pageQuery, variablesOf(new URL(request.url)), { fetchPolicy: 'network-only' });
}

/** A file whose job is running is looked at again every 2 s (until it is read or imported). */
const BUSY = new Set(['RECEIVED', 'PARSING', 'IMPORTING']);
const POLL_MS = 2000;

export function StaffCaseUploadsRoute() {
  const data = usePreloadedQuery<StaffCaseUploadsPageQuery>(pageQuery, useLoaderData() as PreloadedQuery<StaffCaseUploadsPageQuery>);
  const [searchParams, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const status = data.viewer?.caseImport?.caseUpload.status;
  useEffect(() => {
    if (!status || !BUSY.has(status)) return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [status, revalidator]);
  if (!data.viewer) return null;
  if (!data.viewer.user.isStaff) return <Navigate replace to="/portfolio" />;
  const chosenId = searchParams.get('id');
  return (
    <StaffCaseUploadsPage
      viewer={data.viewer}
      chosenId={chosenId}
      onChoose={(id) => setSearchParams({ id })}
      panel={data.viewer.caseImport ? <CaseImportPanel key={chosenId} caseImport={data.viewer.caseImport} /> : null}
    />
  );
}

/** The received files, newest first; the chosen one's import beside them. */
export function StaffCaseUploadsPage({
  viewer,
  chosenId,
  onChoose,
  panel,
}: {
  viewer: StaffCaseUploadsPage_viewer$key;
  chosenId: string | null;
  onChoose: (id: string) => void;
  panel: React.ReactNode;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment StaffCaseUploadsPage_viewer on Viewer {
        caseUploads(first: 50) {
          edges {
            node {
              id
              fileName
              companyName
              fullName
              status
              receivedAt
              rowCount
            }
          }
        }
      }
    `,
    viewer,
  );
  const uploads = data.caseUploads?.edges.map((edge) => edge.node) ?? [];
  return (
    <main className={styles.page}>
      <Title2 as="h1">{STAFF_TEXTS.title}</Title2>
      <div className={styles.layout}>
        <section aria-label={STAFF_TEXTS.receivedFiles}>
          {uploads.length === 0 ? <Body1>{STAFF_TEXTS.noFiles}</Body1> : null}
          <ul className={styles.list}>
            {uploads.map((upload) => (
              <li key={upload.id}>
                <Card
                  className={mergeClasses(styles.item, upload.id === chosenId && styles.chosen)}
                  onClick={() => onChoose(upload.id)}
                  aria-current={upload.id === chosenId ? 'true' : undefined}
                  aria-label={upload.fileName}
                  role="button"
                  tabIndex={0}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') onChoose(upload.id);
                  }}
                >
                  <div className={styles.row}>
                    <Text weight="semibold">{upload.fileName}</Text>
                    <Badge
                      appearance="tint"
                      color={upload.status.endsWith('FAILED') ? 'danger' : upload.status === 'IMPORTED' ? 'success' : 'informative'}
                    >
                      {STATUS_LABELS[upload.status] ?? upload.status}
                    </Badge>
                  </div>
                  <Caption1>
                    {upload.companyName} · {upload.fullName} · {formatDateTime(upload.receivedAt)}
                    {upload.rowCount != null ? ` · ${upload.rowCount} rows` : ''}
                  </Caption1>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={STAFF_TEXTS.importSection}>{panel ?? <Body1>{STAFF_TEXTS.chooseFile}</Body1>}</section>
      </div>
    </main>
  );
}
