import { Body1, Button, Caption1, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DevMailbox_mailbox$key } from '../../__generated__/DevMailbox_mailbox.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(260px, 360px) 1fr', gap: tokens.spacingHorizontalL, minHeight: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
    height: 'auto',
    textAlign: 'start',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalS,
    fontWeight: tokens.fontWeightRegular,
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  message: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  headers: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
  headerValue: { margin: 0, overflowWrap: 'anywhere' },
  frame: {
    width: '100%',
    height: '480px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The development mailbox: the kept e-mails (newest first) and the chosen one's headers, HTML (sandboxed) and text. */
export function DevMailbox({ mailbox }: { mailbox: DevMailbox_mailbox$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment DevMailbox_mailbox on DevMailbox {
        delivery
        count
        messages {
          internalID
          to
          from
          replyTo
          listUnsubscribe
          subject
          text
          html
          tag
          createdAt
        }
      }
    `,
    mailbox,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = data.messages.find((message) => message.internalID === selectedId) ?? data.messages[0] ?? null;

  const shown = `${data.messages.length} of ${data.count} messages, newest first.`;
  if (!data.messages.length)
    return (
      <Body1>
        {data.delivery === 'SMTP'
          ? 'E-mail is sent through the SMTP server of SMTP_URL, so nothing is kept here.'
          : 'No e-mail has been sent yet.'}
      </Body1>
    );

  return (
    <div className={styles.layout}>
      <nav aria-label="Messages">
        <Caption1>{shown}</Caption1>
        <ul className={styles.list}>
          {data.messages.map((message) => (
            <li key={message.internalID}>
              <Button
                appearance="subtle"
                className={mergeClasses(styles.item, message === selected && styles.selected)}
                aria-current={message === selected ? 'true' : undefined}
                onClick={() => setSelectedId(message.internalID)}
              >
                <Text weight="semibold">{message.subject}</Text>
                <Caption1>{message.to.join(', ')}</Caption1>
                <Caption1>{formatDateTime(message.createdAt)}</Caption1>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {selected ? (
        <article className={styles.message} aria-label={selected.subject}>
          <Subtitle2 as="h2">{selected.subject}</Subtitle2>
          <dl className={styles.headers}>
            <dt>From</dt>
            <dd className={styles.headerValue}>{selected.from ?? ''}</dd>
            <dt>To</dt>
            <dd className={styles.headerValue}>{selected.to.join(', ')}</dd>
            {selected.replyTo ? (
              <>
                <dt>Reply-To</dt>
                <dd className={styles.headerValue}>{selected.replyTo}</dd>
              </>
            ) : null}
            {selected.listUnsubscribe ? (
              <>
                <dt>List-Unsubscribe</dt>
                <dd className={styles.headerValue}>{selected.listUnsubscribe}</dd>
              </>
            ) : null}
            <dt>Date</dt>
            <dd className={styles.headerValue}>{formatDateTime(selected.createdAt)}</dd>
            <dt>Kind</dt>
            <dd className={styles.headerValue}>{selected.tag}</dd>
          </dl>
          {/* sandbox="" : the mail's HTML runs no script, submits no form and cannot reach this page. */}
          <iframe className={styles.frame} title={`HTML body of ${selected.subject}`} sandbox="" srcDoc={selected.html} />
          <pre className={styles.text} aria-label={`Text body of ${selected.subject}`}>
            {selected.text}
          </pre>
        </article>
      ) : null}
    </div>
  );
}
