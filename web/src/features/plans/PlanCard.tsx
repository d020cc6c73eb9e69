import { Button, Card, Text } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { PlanCard_service$key } from '../../__generated__/PlanCard_service.graphql.ts';
import { PLAN_TEXTS, STAGE_LABELS } from './planTexts.ts';
import { usePlanStyles } from './planStyles.ts';

/**
 * Settings › Account's Plan card: the organisation's stage, the days left of a trial, prepaid cases left, and the
 * Enterprise/upgrade link for admins of a non-law-firm organisation on the free plan (spec 000 §4). It follows the
 * organisation live through the header's subscription (UpgradeLink: a pack's cases arrive with the provider's webhook).
 */
export function PlanCard({ service, showUpgradeLink }: { service: PlanCard_service$key; showUpgradeLink: boolean }) {
  const styles = usePlanStyles();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment PlanCard_service on CurrentService {
        stage
        daysUntilExpiry
        isTrialCustomer
        caseCredits
        perCaseBilling
      }
    `,
    service,
  );
  return (
    <Card className={styles.card} aria-label={PLAN_TEXTS.cardTitle}>
      <Text as="h2" className={styles.title}>
        {PLAN_TEXTS.cardTitle}
      </Text>
      <Text aria-label="Plan stage">{STAGE_LABELS[data.stage ?? ''] ?? data.stage ?? '—'}</Text>
      {data.isTrialCustomer && data.daysUntilExpiry !== null && data.daysUntilExpiry !== undefined && (
        <Text className={styles.hint}>{PLAN_TEXTS.daysLeft(data.daysUntilExpiry)}</Text>
      )}
      {data.perCaseBilling && <Text className={styles.hint}>{PLAN_TEXTS.perCaseActive}</Text>}
      {data.caseCredits > 0 && <Text className={styles.hint}>{PLAN_TEXTS.credits(data.caseCredits)}</Text>}
      {showUpgradeLink && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void navigate('/upgrade/overview')}>
            {PLAN_TEXTS.upgrade}
          </Button>
        </div>
      )}
    </Card>
  );
}
