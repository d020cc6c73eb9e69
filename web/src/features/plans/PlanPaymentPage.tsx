import { Card, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PlanPaymentPage_viewer$key } from '../../__generated__/PlanPaymentPage_viewer.graphql.ts';
import { OfflineCardForm } from '../payments/OfflineCardForm.tsx';
import { dollars, isPlanSelection, offerTitle, PLAN_TEXTS, type PlanSelection } from './planTexts.ts';
import { usePlanStyles } from './planStyles.ts';
import { StepsBar } from './StepsBar.tsx';
import { usePlanCheckout } from './usePlanCheckout.ts';

// Stripe.js and its React bindings load only when the provider is Stripe.
const StripeCardForm = lazy(() => import('../payments/StripeCardForm.tsx'));

/** /upgrade/payment?selection=perCase|100|250|500: Review & Pay, with the card form of the document payment page. */
export function PlanPaymentPage({ viewer, selection }: { viewer: PlanPaymentPage_viewer$key; selection: string | null }) {
  const styles = usePlanStyles();
  const data = useFragment(
    graphql`
      fragment PlanPaymentPage_viewer on Viewer {
        plans {
          provider
          publishableKey
          offers {
            selection
            cases
            bonusCases
            totalCases
            amount
            costPerCase
          }
          viewerCan {
            purchase
          }
        }
      }
    `,
    viewer,
  );
  const offer = isPlanSelection(selection) ? data.plans?.offers.find((candidate) => candidate.selection === selection) : undefined;
  return (
    <div className={styles.page} id="page-upgrade-payment">
      <StepsBar current="payment" />
      <h1 className={styles.heading}>{PLAN_TEXTS.payTitle}</h1>
      {!data.plans || !offer ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            {PLAN_TEXTS.chooseFirst} <Link to="/upgrade/choose">{PLAN_TEXTS.choosePlan}</Link>
          </MessageBarBody>
        </MessageBar>
      ) : !data.plans.viewerCan.purchase ? (
        <MessageBar intent="warning">
          <MessageBarBody>{PLAN_TEXTS.adminsOnly}</MessageBarBody>
        </MessageBar>
      ) : (
        <Checkout
          selection={offer.selection as PlanSelection}
          title={offerTitle(offer.selection, offer.cases ?? null)}
          amount={offer.amount ?? null}
          detail={
            offer.amount === null || offer.amount === undefined
              ? PLAN_TEXTS.perCaseDue
              : `${PLAN_TEXTS.bonus(offer.bonusCases, offer.totalCases ?? 0)} · ${PLAN_TEXTS.costPerCase(offer.costPerCase)}`
          }
          provider={data.plans.provider}
          publishableKey={data.plans.publishableKey ?? null}
        />
      )}
    </div>
  );
}

function Checkout({
  selection,
  title,
  amount,
  detail,
  provider,
  publishableKey,
}: {
  selection: PlanSelection;
  title: string;
  amount: string | null;
  detail: string;
  provider: string;
  publishableKey: string | null;
}) {
  const styles = usePlanStyles();
  const { submit, busy, cardError } = usePlanCheckout(selection);
  const total = amount ?? '0.00';
  // The per-case plan charges nothing now: its button starts the plan.
  const submitLabel = amount === null ? PLAN_TEXTS.startPerCase : undefined;
  return (
    <div className={styles.columns}>
      <Card className={styles.card} aria-label={PLAN_TEXTS.selectedPlan}>
        <Text as="h2" className={styles.title}>
          {PLAN_TEXTS.selectedPlan}
        </Text>
        <div className={styles.line}>
          <Text>{title}</Text>
          <Text>{amount === null ? PLAN_TEXTS.perCasePrice('10.00') : dollars(amount)}</Text>
        </div>
        <Text className={styles.hint}>{detail}</Text>
        <div className={styles.line}>
          <Text weight="semibold">{PLAN_TEXTS.dueNow}</Text>
          <Text weight="semibold" aria-label="Amount due now">
            {dollars(total)}
          </Text>
        </div>
      </Card>
      <Card className={styles.card} aria-label={PLAN_TEXTS.payWithCard}>
        <Text as="h2" className={styles.title}>
          {PLAN_TEXTS.payWithCard}
        </Text>
        {provider === 'STRIPE' && publishableKey ? (
          <Suspense fallback={<Spinner size="small" label="Loading the card form…" />}>
            <StripeCardForm
              publishableKey={publishableKey}
              total={total}
              busy={busy}
              onSubmit={(s) => void submit(s)}
              onInvalid={cardError}
              submitLabel={submitLabel}
            />
          </Suspense>
        ) : (
          <OfflineCardForm total={total} busy={busy} onSubmit={(s) => void submit(s)} submitLabel={submitLabel} />
        )}
      </Card>
    </div>
  );
}
