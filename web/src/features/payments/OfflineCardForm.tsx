import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { PAYMENT_TEXTS } from './paymentTexts.ts';
import type { CardSubmission } from './useDocumentCheckout.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * The offline provider's card form: a plain form, clearly labelled as test payments (no card leaves this machine's
 * registry and nothing is charged).
 */
export function OfflineCardForm({
  total,
  busy,
  onSubmit,
  submitLabel,
}: {
  total: string;
  busy: boolean;
  onSubmit: (submission: CardSubmission) => void;
  /** The submit button's text when it is not 'Pay $<total>' (e.g. a plan that charges nothing now). */
  submitLabel?: string;
}) {
  const styles = useStyles();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
    if (!number.trim() || !match || !cvc.trim()) return setInvalid(true);
    setInvalid(false);
    onSubmit({ card: { number, expMonth: Number(match[1]), expYear: Number(match[2]), cvc: cvc.trim() }, saveCard });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={PAYMENT_TEXTS.payWithCard} noValidate>
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>{PAYMENT_TEXTS.offlineLabel}</MessageBarTitle>
          {PAYMENT_TEXTS.offlineHint}
        </MessageBarBody>
      </MessageBar>
      <Field label="Card number" validationMessage={invalid && !number.trim() ? PAYMENT_TEXTS.methodInvalid : undefined}>
        <Input
          value={number}
          onChange={(_, { value }) => setNumber(value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder="4242 4242 4242 4242"
        />
      </Field>
      <div className={styles.row}>
        <Field
          label="Expiry (MM/YY)"
          validationMessage={invalid && !/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(expiry) ? 'Enter the expiry as MM/YY.' : undefined}
        >
          <Input value={expiry} onChange={(_, { value }) => setExpiry(value)} autoComplete="off" placeholder="12/34" />
        </Field>
        <Field label="CVC" validationMessage={invalid && !cvc.trim() ? 'Enter the security code.' : undefined}>
          <Input value={cvc} onChange={(_, { value }) => setCvc(value)} inputMode="numeric" autoComplete="off" placeholder="123" />
        </Field>
      </div>
      <Checkbox label={PAYMENT_TEXTS.saveCard} checked={saveCard} onChange={(_, { checked }) => setSaveCard(Boolean(checked))} />
      <Button appearance="primary" type="submit" disabled={busy}>
        {busy ? PAYMENT_TEXTS.paying : (submitLabel ?? PAYMENT_TEXTS.payButton(total))}
      </Button>
    </form>
  );
}
