import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Trophy24Regular } from '@fluentui/react-icons';
import { Suspense, lazy } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RewardsButton_viewer$key } from '../../__generated__/RewardsButton_viewer.graphql.ts';
import { LazyPopover } from '../../ui/LazyPopover.tsx';

const useStyles = makeStyles({
  surface: { width: '320px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  points: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  rule: { color: tokens.colorNeutralForeground2 },
});

const number = new Intl.NumberFormat('en-US');

const loadProgressBar = () => import('./RewardsProgressBar.tsx');
const ProgressBar = lazy(loadProgressBar);
const preloadProgressBar = () => void loadProgressBar();

/** The header's rewards button and popover: shown only when the server says the viewer takes part (Viewer.rewards). */
export function RewardsButton({ viewer }: { viewer: RewardsButton_viewer$key }) {
  const styles = useStyles();
  const { rewards } = useFragment(
    graphql`
      fragment RewardsButton_viewer on Viewer {
        rewards {
          totalPoints
          pointsToCard
          percent
          cardPoints
          rule
        }
      }
    `,
    viewer,
  );
  if (!rewards) return null;
  return (
    <LazyPopover
      withArrow
      positioning="below-end"
      trigger={
        <Button
          appearance="subtle"
          icon={<Trophy24Regular />}
          aria-label={`Rewards: ${number.format(rewards.totalPoints)} points`}
          onPointerEnter={preloadProgressBar}
          onFocus={preloadProgressBar}
        />
      }
      surfaceClassName={styles.surface}
      surfaceLabel="Rewards"
    >
      <Text className={styles.title}>Rewards</Text>
      <Text className={styles.points}>{number.format(rewards.totalPoints)} points</Text>
      <Field
        validationState="none"
        validationMessage={
          rewards.pointsToCard > 0
            ? `${number.format(rewards.pointsToCard)} points to your gift card (${rewards.percent}%)`
            : `You have reached your gift card (${number.format(rewards.cardPoints)} points)!`
        }
      >
        <Suspense fallback={null}>
          <ProgressBar value={rewards.percent / 100} thickness="large" aria-label="Progress toward your gift card" />
        </Suspense>
      </Field>
      <Text className={styles.rule}>{rewards.rule}</Text>
    </LazyPopover>
  );
}
