import { Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PortfolioRow_case$key } from '../../__generated__/PortfolioRow_case.graphql.ts';
import { daysSinceUpdateText, formatDate } from '../../lib/format.ts';

const ROW_HEIGHT = { lawFirm: 71, lienholder: 90 } as const;

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXS,
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  lawFirm: { height: `${ROW_HEIGHT.lawFirm}px` },
  lienholder: { height: `${ROW_HEIGHT.lienholder}px` },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  top: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  stale: { color: tokens.colorPaletteDarkOrangeForeground1, whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function PortfolioRow({
  caseRef,
  variant,
  selected,
}: {
  caseRef: PortfolioRow_case$key;
  variant: 'lawFirm' | 'lienholder';
  selected: boolean;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PortfolioRow_case on Case {
        internalID
        plaintiff {
          fullName
        }
        dateOfLoss
        statusLabel
        needsUpdate
        daysSinceLastUpdate
        isResolved
        lawFirm {
          name
        }
      }
    `,
    caseRef,
  );
  const status = variant === 'lawFirm' ? (data.statusLabel ?? 'No status') : data.isResolved ? 'Resolved' : 'Unresolved';
  return (
    <Link
      to={`/portfolio/${data.internalID}`}
      aria-current={selected ? 'page' : undefined}
      className={mergeClasses(styles.row, styles[variant], selected && styles.selected)}
    >
      <div className={styles.top}>
        <Text weight="semibold" className={styles.name}>
          {data.plaintiff.fullName}
        </Text>
        {data.needsUpdate ? <Caption1 className={styles.stale}>{daysSinceUpdateText(data.daysSinceLastUpdate)}</Caption1> : null}
      </div>
      <Caption1 className={styles.muted}>Date of loss: {formatDate(data.dateOfLoss) || 'Not set'}</Caption1>
      {variant === 'lienholder' && data.lawFirm ? <Caption1 className={styles.muted}>{data.lawFirm.name}</Caption1> : null}
      <Caption1>{status}</Caption1>
    </Link>
  );
}
