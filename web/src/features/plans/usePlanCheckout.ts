import { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { createElement, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { PAYMENT_TEXTS } from '../payments/paymentTexts.ts';
import type { CardSubmission } from '../payments/useDocumentCheckout.ts';
import { useConfirmPlanPurchaseMutation } from './mutations/useConfirmPlanPurchaseMutation.ts';
import { usePurchasePlanMutation } from './mutations/usePurchasePlanMutation.ts';
import { PLAN_TEXTS, type PlanSelection } from './planTexts.ts';

/**
 * Paying on /upgrade/payment: one idempotency key per visit (a doubled click or a retry never charges twice), the
 * payment toasts of the document checkout (a refused card: 'Double check your info and try again'), Stripe's extra
 * step when a card needs it; success lands on the portfolio (Settings › Account's Plan card shows the service).
 */
export function usePlanCheckout(selection: PlanSelection) {
  const [purchase] = usePurchasePlanMutation();
  const report = useConfirmPlanPurchaseMutation();
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
        const result = await purchase({
          selection,
          idempotencyKey,
          card: submission.card ?? null,
          paymentMethodId: submission.paymentMethodId ?? null,
        });
        if (result.userErrors.length) {
          const first = result.userErrors[0];
          if (first.field === 'paymentMethodId') return cardError(PAYMENT_TEXTS.methodInvalid);
          if (first.field === 'card') return cardError(first.message);
          return toast('error', PLAN_TEXTS.errorTitle, first.message || PLAN_TEXTS.genericError, 5000);
        }
        const bought = result.purchase;
        if (!bought) return toast('error', PLAN_TEXTS.errorTitle, PLAN_TEXTS.genericError, 5000);
        if (bought.errorMessage) return cardError(bought.errorMessage);
        if (bought.providerStatus === 'requires_action' && bought.clientSecret && submission.handleNextAction) {
          const status = await submission.handleNextAction(bought.clientSecret);
          await report(bought.internalID, status);
        }
        if (selection === 'perCase') toast('success', PLAN_TEXTS.perCaseStarted, null, 3000);
        else toast('success', PLAN_TEXTS.success, PLAN_TEXTS.successBody, 10_000);
        await navigate('/portfolio');
      } catch (error) {
        if ((error as { cardError?: boolean }).cardError) return cardError((error as Error).message);
        toast('error', PAYMENT_TEXTS.paymentErrorTitle, PAYMENT_TEXTS.paymentErrorBody, -1);
      } finally {
        setBusy(false);
      }
    },
    [purchase, report, selection, idempotencyKey, navigate, toast, cardError],
  );
  return { submit, busy, cardError };
}
