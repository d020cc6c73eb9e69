import { Button, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Chat20Regular, ChevronDown20Regular, History20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CaseHeader_case$key } from '../../__generated__/CaseHeader_case.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { ChatButton } from '../chat/ChatButton.tsx';
import { LazyTooltip } from '../../ui/LazyTooltip.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // minWidth 0 lets the identity shrink inside the wrapping row, so a long name is cut instead of pushing the actions away.
  identity: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minHeight: '48px', minWidth: 0, flex: '1 1 240px' },
  name: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  facts: { display: 'flex', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function CaseHeader({
  caseRef,
  onOpenHistory,
  actions,
  afterHistory,
}: {
  caseRef: CaseHeader_case$key;
  onOpenHistory: () => void;
  /** The viewer's Actions menu; a disabled button when none is given. */
  actions?: ReactNode;
  /** Beside the History button (the Access log, for those who may read it). */
  afterHistory?: ReactNode;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CaseHeader_case on Case {
        plaintiff {
          fullName
          birthdate
        }
        dateOfLoss
        ...ChatButton_case
      }
    `,
    caseRef,
  );
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Title3 as="h1" className={styles.name} title={data.plaintiff.fullName}>
          {data.plaintiff.fullName}
        </Title3>
        <div className={styles.facts}>
          <Caption1>DOB: {formatDate(data.plaintiff.birthdate) || 'Not set'}</Caption1>
          <Caption1>DOL: {formatDate(data.dateOfLoss) || 'Not set'}</Caption1>
        </div>
      </div>
      <CaseHeaderActions onOpenHistory={onOpenHistory} actions={actions} chat={<ChatButton caseRef={data} />} afterHistory={afterHistory} />
    </header>
  );
}

/** Shown while no case is open: the same header with its controls disabled. */
export function CaseHeaderPlaceholder() {
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <div className={styles.identity} />
      <CaseHeaderActions />
    </header>
  );
}

const COMING_SOON = 'Available soon';

/** The header's buttons; a placeholder has each of them, disabled. */
function CaseHeaderActions({
  onOpenHistory,
  actions,
  chat,
  afterHistory,
}: {
  onOpenHistory?: () => void;
  actions?: ReactNode;
  chat?: ReactNode;
  afterHistory?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      {actions ?? (
        <LazyTooltip content={COMING_SOON} relationship="description">
          <Button disabledFocusable icon={<ChevronDown20Regular />} iconPosition="after">
            Actions
          </Button>
        </LazyTooltip>
      )}
      {chat ?? (
        <Button disabledFocusable icon={<Chat20Regular />}>
          Chat
        </Button>
      )}
      <Button icon={<History20Regular />} disabledFocusable={!onOpenHistory} onClick={onOpenHistory}>
        History
      </Button>
      {afterHistory}
    </div>
  );
}
