import { Button, Card, MessageBar, MessageBarBody, Text, Toast, ToastTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { UpgradeOverviewPage_viewer$key } from '../../__generated__/UpgradeOverviewPage_viewer.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { useStartTrialMutation } from './mutations/useStartTrialMutation.ts';
import { dollars, PLAN_TEXTS } from './planTexts.ts';
import { usePlanStyles } from './planStyles.ts';
import { StepsBar } from './StepsBar.tsx';

/** /upgrade/overview: Free and Enterprise side by side; an eligible admin starts the 30-day trial and lands on the portfolio. */
export function UpgradeOverviewPage({ viewer }: { viewer: UpgradeOverviewPage_viewer$key }) {
  const styles = usePlanStyles();
  const navigate = useNavigate();
  const { dispatchToast } = useAppToasts();
  const [start, starting] = useStartTrialMutation();
  const [error, setError] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment UpgradeOverviewPage_viewer on Viewer {
        plans {
          freePrice
          enterprisePriceLabel
          trialDays
          viewerCan {
            startTrial
            purchase
          }
        }
      }
    `,
    viewer,
  );
  const plans = data.plans;
  if (!plans) return null;

  const startTrial = async () => {
    setError(null);
    try {
      const result = await start();
      if (result.userErrors.length) return setError(result.userErrors[0].message);
      dispatchToast(
        <Toast>
          <ToastTitle>{PLAN_TEXTS.trialStarted(plans.trialDays)}</ToastTitle>
        </Toast>,
        { intent: 'success', timeout: 3000 },
      );
      await navigate('/portfolio');
    } catch {
      setError(PLAN_TEXTS.genericError);
    }
  };

  return (
    <div className={styles.page} id="page-upgrade-overview">
      <StepsBar current="overview" />
      <h1 className={styles.heading}>{PLAN_TEXTS.overviewTitle}</h1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <Card className={styles.card} aria-label={PLAN_TEXTS.freeTitle}>
          <Text as="h2" className={styles.title}>
            {PLAN_TEXTS.freeTitle}
          </Text>
          <Text className={styles.price}>
            {dollars(plans.freePrice)}
            <Text className={styles.hint}>{PLAN_TEXTS.freePeriod}</Text>
          </Text>
          <ul className={styles.list}>
            {PLAN_TEXTS.freeFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Card>
        <Card className={styles.card} aria-label={PLAN_TEXTS.enterpriseTitle}>
          <Text as="h2" className={styles.title}>
            {PLAN_TEXTS.enterpriseTitle}
          </Text>
          <Text className={styles.price}>{plans.enterprisePriceLabel}</Text>
          <Text className={styles.hint}>{PLAN_TEXTS.trial(plans.trialDays)}</Text>
          <ul className={styles.list}>
            {[...PLAN_TEXTS.freeFeatures, ...PLAN_TEXTS.enterpriseFeatures].map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            {plans.viewerCan.startTrial && (
              <Button appearance="primary" disabled={starting} onClick={() => void startTrial()}>
                {starting ? PLAN_TEXTS.startingTrial : PLAN_TEXTS.startTrial}
              </Button>
            )}
            {plans.viewerCan.purchase && <Button onClick={() => void navigate('/upgrade/choose')}>{PLAN_TEXTS.choosePlan}</Button>}
          </div>
          {!plans.viewerCan.purchase && <Text className={styles.hint}>{PLAN_TEXTS.adminsOnly}</Text>}
        </Card>
      </div>
    </div>
  );
}
