import { Button, Card, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentPaymentPage_payment$key } from '../../__generated__/DocumentPaymentPage_payment.graphql.ts';
import { OfflineCardForm } from './OfflineCardForm.tsx';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import { useDocumentCheckout } from './useDocumentCheckout.ts';

// Stripe.js and its React bindings load only when the provider is Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

const useStyles = makeStyles({
  page: {
    maxWidth: '960px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  total: {
    display: 'flex',
    justifyContent: 'space-between',
    fontWeight: tokens.fontWeightSemibold,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  hint: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const NEW_CARD = 'new';

/** The document payment page (spec 002 "Document payment page"): order summary, 'Pay with card', description. */
export function DocumentPaymentPage({ payment, lienId }: { payment: DocumentPaymentPage_payment$key; lienId: string }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment DocumentPaymentPage_payment on DocumentPayment {
        documents {
          id
          internalID
          name
          price
          caseInternalID
        }
        total
        provider
        publishableKey
        lienholders {
          internalID
          name
          canAcceptPayments
        }
        savedCards {
          internalID
          brand
          last4
          expMonth
          expYear
        }
      }
    `,
    payment,
  );
  const documentIds = data.documents.map((d) => d.internalID);
  const caseId = data.documents[0]?.caseInternalID ?? null;
  const { submit, busy, cardError } = useDocumentCheckout({ documentIds, lienId, caseId });
  const [choice, setChoice] = useState(data.savedCards[0]?.internalID ?? NEW_CARD);
  const blocked = data.lienholders.filter((holder) => !holder.canAcceptPayments);

  return (
    <div className={styles.page} id="page-document-payment">
      <h1 className={styles.heading}>{PAYMENT_TEXTS.pageTitle}</h1>
      <div className={styles.columns}>
        <Card className={styles.card} aria-label={PAYMENT_TEXTS.orderSummary}>
          <Text as="h2" className={styles.title}>
            {PAYMENT_TEXTS.orderSummary}
          </Text>
          {data.documents.length === 0 ? (
            <Text>{PAYMENT_TEXTS.nothingToPay}</Text>
          ) : (
            <ul className={styles.list}>
              {data.documents.map((document) => (
                <li key={document.id} className={styles.line}>
                  <Text>{document.name}</Text>
                  <Text>${document.price}</Text>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.total}>
            <Text weight="semibold">{PAYMENT_TEXTS.total}</Text>
            <Text weight="semibold" aria-label="Total amount">
              ${data.total}
            </Text>
          </div>
          <Text className={styles.hint}>{PAYMENT_TEXTS.description}</Text>
        </Card>
        {data.documents.length > 0 && (
          <Card className={styles.card} aria-label={PAYMENT_TEXTS.payWithCard}>
            <Text as="h2" className={styles.title}>
              {PAYMENT_TEXTS.payWithCard}
            </Text>
            {blocked.map((holder) => (
              <MessageBar key={holder.internalID} intent="warning">
                <MessageBarBody>{PAYMENT_TEXTS.lienholderNotConnected(holder.name)}</MessageBarBody>
              </MessageBar>
            ))}
            {data.savedCards.length > 0 && (
              <RadioGroup aria-label={PAYMENT_TEXTS.savedCards} value={choice} onChange={(_, { value }) => setChoice(value)}>
                {data.savedCards.map((card) => (
                  <Radio
                    key={card.internalID}
                    value={card.internalID}
                    label={`${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending in ${card.last4}${card.expMonth ? ` (expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)})` : ''}`}
                  />
                ))}
                <Radio value={NEW_CARD} label={PAYMENT_TEXTS.newCard} />
              </RadioGroup>
            )}
            {choice !== NEW_CARD ? (
              <Button appearance="primary" disabled={busy} onClick={() => void submit({ paymentMethodId: choice, saveCard: false })}>
                {busy ? PAYMENT_TEXTS.paying : PAYMENT_TEXTS.payButton(data.total)}
              </Button>
            ) : data.provider === 'STRIPE' && data.publishableKey ? (
              <Suspense fallback={<Spinner size="small" label="Loading the card form…" />}>
                <StripeCardForm
                  publishableKey={data.publishableKey}
                  total={data.total}
                  busy={busy}
                  onSubmit={(s) => void submit(s)}
                  onInvalid={cardError}
                />
              </Suspense>
            ) : (
              <OfflineCardForm total={data.total} busy={busy} onSubmit={(s) => void submit(s)} />
            )}
          </Card>
        )}
      </div>
    </div>
  );
}
