import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { createElement, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { useConfirmDocumentPaymentMutation } from './mutations/useConfirmDocumentPaymentMutation.ts';
import { usePayForDocumentsMutation } from './mutations/usePayForDocumentsMutation.ts';
import { documentsTabPath, PAYMENT_TEXTS, SUCCESS_TOAST_MS } from './paymentTexts.ts';

export interface CardSubmission {
  /** The offline provider's test card. */
  card?: { number: string; expMonth: number; expYear: number; cvc: string };
  /** A saved card's internalID or a Stripe payment method. */
  paymentMethodId?: string;
  saveCard: boolean;
  /** Stripe: completes a confirmation that needs the cardholder (3-D Secure); answers the intent's status. */
  handleNextAction?: (clientSecret: string) => Promise<string>;
}

/**
 * Paying on the document payment page: one idempotency key per visit (a doubled click or a retry never charges
 * twice), the spec's toasts (success 10 s then the case's Documents tab; a refused card with 'Double check your info
 * and try again'; 'Payment error' that stays), and Stripe's extra step when a card needs it.
 */
export function useDocumentCheckout({
  documentIds,
  lienId,
  caseId,
}: {
  documentIds: readonly string[];
  lienId: string;
  caseId: string | null;
}) {
  const [pay] = usePayForDocumentsMutation();
  const report = useConfirmDocumentPaymentMutation();
  const navigate = useNavigate();
  const { dispatchToast } = useAppToasts();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);

  const toast = useCallback(
    (intent: 'success' | 'error', title: string, body: string | null, timeout: number) =>
      dispatchToast(
        createElement(Toast, null, createElement(ToastTitle, null, title), body ? createElement(ToastBody, null, body) : null),
        { intent, timeout },
      ),
    [dispatchToast],
  );
  const cardError = useCallback((message: string) => toast('error', message, PAYMENT_TEXTS.doubleCheck, 5000), [toast]);

  const submit = useCallback(
    async (submission: CardSubmission) => {
      setBusy(true);
      try {
        const result = await pay({
          documentIds: [...documentIds],
          lienId,
          idempotencyKey,
          card: submission.card ?? null,
          paymentMethodId: submission.paymentMethodId ?? null,
          saveCard: submission.saveCard,
        });
        if (result.userErrors.length) {
          const first = result.userErrors[0];
          if (first.field === 'paymentMethodId') return cardError(PAYMENT_TEXTS.methodInvalid);
          if (first.field === 'card') return cardError(first.message);
          return toast('error', PAYMENT_TEXTS.errorTitle, first.message || PAYMENT_TEXTS.genericError, 5000);
        }
        for (const intent of result.paymentIntents) {
          if (intent.errorMessage) return cardError(intent.errorMessage);
          if (intent.providerStatus === 'requires_action' && intent.clientSecret && submission.handleNextAction) {
            const status = await submission.handleNextAction(intent.clientSecret);
            await report(intent.internalID, status);
          }
        }
        toast('success', PAYMENT_TEXTS.successTitle, PAYMENT_TEXTS.successBody, SUCCESS_TOAST_MS);
        await navigate(caseId ? documentsTabPath(caseId, lienId) : '/portfolio');
      } catch (error) {
        if ((error as { cardError?: boolean }).cardError) return cardError((error as Error).message);
        toast('error', PAYMENT_TEXTS.paymentErrorTitle, PAYMENT_TEXTS.paymentErrorBody, -1);
      } finally {
        setBusy(false);
      }
    },
    [pay, report, documentIds, lienId, idempotencyKey, caseId, navigate, toast, cardError],
  );
  return { submit, busy, cardError };
}
