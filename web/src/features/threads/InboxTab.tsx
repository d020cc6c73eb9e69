import {
  Button,
  CounterBadge,
  Field,
  Link,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { InboxTab_case$key } from '../../__generated__/InboxTab_case.graphql.ts';
import { ThreadListItem } from './ThreadListItem.tsx';
import { ThreadView, type ThreadViewThread } from './ThreadView.tsx';
import { INBOX_EMPTY, NOTHING_NEW, threadTypeLabel } from './threadText.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', justifyContent: 'flex-end' },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: '260px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface ThreadFilters {
  type: string;
  from: string;
}

const NO_FILTERS: ThreadFilters = { type: '', from: '' };

/**
 * The Inbox tab: 'Action Required' (threads waiting for the viewer) and 'All' (the others), filtered by type and
 * sending organisation; opening a thread shows it in place of the lists (its id stays in the URL, ?thread=).
 */
export function InboxTab({
  caseRef,
  renderThreadActions,
}: {
  caseRef: InboxTab_case$key;
  renderThreadActions?: (thread: ThreadViewThread) => ReactNode;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment InboxTab_case on Case {
        id
        threads {
          id
          type
          isNew
          createdByOrganizationInternalID
          createdByOrganizationName
          ...ThreadListItem_thread
          ...ThreadView_thread
        }
      }
    `,
    caseRef,
  );
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ThreadFilters>(NO_FILTERS);
  const openId = params.get('thread');
  const open = openId ? data.threads.find((thread) => thread.id === openId) : undefined;
  const openThread = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('thread', id);
        else next.delete('thread');
        return next;
      },
      { replace: true },
    );

  if (open) return <ThreadView threadRef={open} caseId={data.id} onBack={() => openThread(null)} renderActions={renderThreadActions} />;

  if (!data.threads.length) {
    return (
      <div className={styles.root}>
        <Text>{INBOX_EMPTY}</Text>
      </div>
    );
  }

  const types = [...new Set(data.threads.map((thread) => thread.type))];
  const senders = [
    ...new Map(
      data.threads
        .filter((thread) => thread.createdByOrganizationInternalID)
        .map((thread) => [
          thread.createdByOrganizationInternalID!,
          thread.createdByOrganizationName ?? thread.createdByOrganizationInternalID!,
        ]),
    ),
  ];
  const applied = (filters.type ? 1 : 0) + (filters.from ? 1 : 0);
  const shown = data.threads.filter(
    (thread) =>
      (!filters.type || thread.type === filters.type) && (!filters.from || thread.createdByOrganizationInternalID === filters.from),
  );
  const fresh = shown.filter((thread) => thread.isNew);
  const rest = shown.filter((thread) => !thread.isNew);
  const list = (threads: typeof shown, label: string) => (
    <ul className={styles.list} aria-label={label}>
      {threads.map((thread) => (
        <li key={thread.id}>
          <ThreadListItem threadRef={thread} onOpen={() => openThread(thread.id)} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Popover positioning="below-end" trapFocus>
          <PopoverTrigger disableButtonEnhancement>
            <Button icon={<Filter20Regular />} aria-label="Filter threads" aria-description={applied ? `${applied} applied` : undefined}>
              Filter
              {applied ? <CounterBadge count={applied} size="small" aria-hidden="true" /> : null}
            </Button>
          </PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label="Filter threads">
            <Field label="Type">
              <Select value={filters.type} onChange={(_, { value }) => setFilters({ ...filters, type: value })}>
                <option value="">All types</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {threadTypeLabel(type)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="From">
              <Select value={filters.from} onChange={(_, { value }) => setFilters({ ...filters, from: value })}>
                <option value="">All organizations</option>
                {senders.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </Select>
            </Field>
            <Link as="button" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </Link>
          </PopoverSurface>
        </Popover>
      </div>
      <section className={styles.section} aria-labelledby="inbox-action-required">
        <Text as="h3" weight="semibold" id="inbox-action-required">
          Action Required
        </Text>
        {fresh.length ? list(fresh, 'Action Required threads') : <Text>{NOTHING_NEW}</Text>}
      </section>
      {rest.length ? (
        <section className={styles.section} aria-labelledby="inbox-all">
          <Text as="h3" weight="semibold" id="inbox-all">
            All
          </Text>
          {list(rest, 'All threads')}
        </section>
      ) : null}
    </div>
  );
}
