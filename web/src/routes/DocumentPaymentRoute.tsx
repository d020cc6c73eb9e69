import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Toast, ToastTitle, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { DocumentPaymentRouteQuery } from '../__generated__/DocumentPaymentRouteQuery.graphql.ts';
import { DocumentPaymentPage } from '../features/payments/DocumentPaymentPage.tsx';
import { parsePaymentParams, PAYMENT_TEXTS } from '../features/payments/paymentTexts.ts';
import type { EnvironmentHolder } from '../relay/environment.ts';
import { useAppToasts } from '../ui/useAppToasts.ts';

const documentPaymentRouteQuery = graphql`
  query DocumentPaymentRouteQuery($documentIds: [ID!]!, $lienId: ID) {
    viewer {
      documentPayment(documentIds: $documentIds, lienId: $lienId) {
        ...DocumentPaymentPage_payment
      }
    }
  }
`;

type LoaderData = { query: PreloadedQuery<DocumentPaymentRouteQuery>; lienId: string } | null;

/** Loads the page's data when the parameters are valid identifiers; otherwise nothing (the page says 'Navigation error'). */
export function documentPaymentLoader(holder: EnvironmentHolder) {
  return ({ request }: LoaderFunctionArgs): LoaderData => {
    const params = parsePaymentParams(new URL(request.url).searchParams);
    if (!params) return null;
    return {
      lienId: params.lienId,
      query: loadQuery<DocumentPaymentRouteQuery>(holder.current(), documentPaymentRouteQuery, params, { fetchPolicy: 'network-only' }),
    };
  };
}

const useStyles = makeStyles({ page: { maxWidth: '720px', marginInline: 'auto', padding: tokens.spacingHorizontalXL } });

/** /document-payment?document_ids=…&lien=… (law-firm users only). */
export function DocumentPaymentRoute() {
  const styles = useStyles();
  const data = useLoaderData() as LoaderData;
  if (!data)
    return (
      <div className={styles.page} id="page-document-payment">
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{PAYMENT_TEXTS.navigationErrorTitle}</MessageBarTitle>
            {PAYMENT_TEXTS.navigationErrorBody}
          </MessageBarBody>
        </MessageBar>
      </div>
    );
  return <LoadedPayment query={data.query} lienId={data.lienId} />;
}

function LoadedPayment({ query, lienId }: { query: PreloadedQuery<DocumentPaymentRouteQuery>; lienId: string }) {
  const data = usePreloadedQuery<DocumentPaymentRouteQuery>(documentPaymentRouteQuery, query);
  const payment = data.viewer?.documentPayment ?? null;
  if (!payment) return <OnlyLawFirms />;
  return <DocumentPaymentPage payment={payment} lienId={lienId} />;
}

/** The registry answers no page to anyone but a law-firm user: say so and go to the portfolio. */
function OnlyLawFirms() {
  const { dispatchToast } = useAppToasts();
  useEffect(() => {
    dispatchToast(
      <Toast>
        <ToastTitle>{PAYMENT_TEXTS.onlyLawFirms}</ToastTitle>
      </Toast>,
      { intent: 'error', timeout: 5000 },
    );
  }, [dispatchToast]);
  return <Navigate replace to="/portfolio" />;
}
