import {
  Body1,
  Button,
  Caption1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FailedJobsPage_viewer$key } from '../../__generated__/FailedJobsPage_viewer.graphql.ts';
import { GENERIC_ERROR_TEXT } from '../../config.ts';
import { formatDateTime } from '../../lib/format.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useRetryFailedJobMutation } from './mutations/useRetryFailedJobMutation.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  error: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  summary: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** Staff's list of background jobs that used up their attempts, newest failure first, each with a Retry button. */
export function FailedJobsPage({ viewer }: { viewer: FailedJobsPage_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment FailedJobsPage_viewer on Viewer {
        failedJobs(first: 200) @connection(key: "FailedJobsPage_failedJobs") {
          __id
          totalCount
          edges {
            node {
              id
              name
              payloadSummary
              attempts
              error
              failedAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const [retryFailedJob] = useRetryFailedJobMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const jobs = data.failedJobs;
  if (!jobs) return null;

  const retry = async (jobId: string) => {
    setErrors([]);
    try {
      const userErrors = await retryFailedJob(jobId, jobs.__id);
      setErrors(userErrors.map((error) => error.message));
    } catch {
      setErrors([GENERIC_ERROR_TEXT]);
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">Failed Jobs</Title2>
      <Caption1>
        Background jobs (e-mail, notifications, points) that failed after all their attempts. Retry queues one again with fresh attempts.
        Job inputs show their identifiers only.
      </Caption1>
      <GeneralErrors messages={errors} />
      {jobs.edges.length === 0 ? (
        <Body1>No job has failed.</Body1>
      ) : (
        <>
          {jobs.totalCount > jobs.edges.length && (
            <Caption1>
              The latest {jobs.edges.length} of {jobs.totalCount}.
            </Caption1>
          )}
          <Table aria-label="Failed jobs" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Job</TableHeaderCell>
                <TableHeaderCell>Input</TableHeaderCell>
                <TableHeaderCell>Attempts</TableHeaderCell>
                <TableHeaderCell>Error</TableHeaderCell>
                <TableHeaderCell>Failed at</TableHeaderCell>
                <TableHeaderCell aria-label="Actions" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {jobs.edges.map(({ node }) => (
                <TableRow key={node.id}>
                  <TableCell>{node.name}</TableCell>
                  <TableCell className={styles.summary}>{node.payloadSummary || '—'}</TableCell>
                  <TableCell>{node.attempts}</TableCell>
                  <TableCell className={styles.error}>{node.error}</TableCell>
                  <TableCell>{formatDateTime(node.failedAt)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void retry(node.id)} aria-label={`Retry ${node.name}`}>
                      Retry
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </div>
  );
}
