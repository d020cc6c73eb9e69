import { Body1, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { CaseHistoryItem_activity$key } from '../../__generated__/CaseHistoryItem_activity.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { creatorLine, describeActivity, readActivity, type OptionLabels } from './activityText.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  note: { whiteSpace: 'pre-wrap' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** One entry of a case's or a lien's history: what happened, its note, who and when. */
export function CaseHistoryItem({ activity, labels }: { activity: CaseHistoryItem_activity$key; labels: OptionLabels }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment CaseHistoryItem_activity on Activity {
        note
        createdAt
        ...activityText_activity
      }
    `,
    activity,
  );
  const text = readActivity(data);
  const creator = creatorLine(text);
  return (
    <li className={styles.item}>
      <Text weight="semibold">{describeActivity(text, labels)}</Text>
      {data.note ? <Body1 className={styles.note}>{data.note}</Body1> : null}
      <Caption1 className={styles.meta}>
        {creator ? `${creator} · ` : ''}
        {formatDateTime(data.createdAt)}
      </Caption1>
    </li>
  );
}
