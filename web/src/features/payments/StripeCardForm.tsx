// Stripe Elements for the payment page, loaded only when the provider is Stripe (a lazy chunk: Stripe.js and its
// React bindings never reach the bundle of other routes).
import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import type { CardSubmission } from './useDocumentCheckout.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

function CardForm({ total, busy, onSubmit, onInvalid, submitLabel }: Props) {
  const styles = useStyles();
  const stripe = useStripe();
  const elements = useElements();
  const [saveCard, setSaveCard] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return onInvalid(PAYMENT_TEXTS.methodInvalid);
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    if (error) return onInvalid(error.message ?? PAYMENT_TEXTS.methodInvalid);
    if (!paymentMethod?.id) return onInvalid(PAYMENT_TEXTS.methodInvalid);
    onSubmit({
      paymentMethodId: paymentMethod.id,
      saveCard,
      handleNextAction: async (clientSecret: string) => {
        const result = await (stripe as Stripe).handleNextAction({ clientSecret });
        if (result.error) throw Object.assign(new Error(result.error.message ?? 'card_error'), { cardError: true });
        return result.paymentIntent?.status ?? 'processing';
      },
    });
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={PAYMENT_TEXTS.payWithCard}>
      <div className={styles.card}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <Checkbox label={PAYMENT_TEXTS.saveCard} checked={saveCard} onChange={(_, { checked }) => setSaveCard(Boolean(checked))} />
      <Button appearance="primary" type="submit" disabled={busy || !stripe}>
        {busy ? PAYMENT_TEXTS.paying : (submitLabel ?? PAYMENT_TEXTS.payButton(total))}
      </Button>
    </form>
  );
}

interface Props {
  total: string;
  busy: boolean;
  onSubmit: (submission: CardSubmission) => void;
  /** A card the provider refused before any payment (its message). */
  onInvalid: (message: string) => void;
  /** The submit button's text when it is not 'Pay $<total>' (e.g. a plan that charges nothing now). */
  submitLabel?: string;
}

export default function StripeCardForm({ publishableKey, ...props }: Props & { publishableKey: string }) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  );
}
