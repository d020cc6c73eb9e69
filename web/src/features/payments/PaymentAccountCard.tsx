import { Button, Card, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentAccountCard_account$key } from '../../__generated__/PaymentAccountCard_account.graphql.ts';
import { useConnectPaymentAccountMutation } from './mutations/useConnectPaymentAccountMutation.ts';
import { useDisconnectPaymentAccountMutation } from './mutations/useDisconnectPaymentAccountMutation.ts';
import { ACCOUNT_TEXTS } from './paymentTexts.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The settings' payment information card (spec 000 "Payment information"): a lienholder admin connects or
 * disconnects the organisation's payout account. Shown only when the registry says the viewer may manage it.
 */
export function PaymentAccountCard({ account }: { account: PaymentAccountCard_account$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment PaymentAccountCard_account on PaymentAccount {
        id
        connected
        provider
        accountHint
        onboardingPending
        viewerCan {
          manage
        }
      }
    `,
    account,
  );
  const [connect, connecting] = useConnectPaymentAccountMutation();
  const [disconnect, disconnecting] = useDisconnectPaymentAccountMutation();
  const [error, setError] = useState<string | null>(null);
  if (!data.viewerCan.manage) return null;

  const run = async (action: () => Promise<{ redirectUrl: string | null; errors: ReadonlyArray<{ message: string }> }>) => {
    setError(null);
    try {
      const { redirectUrl, errors } = await action();
      if (errors.length) return setError(errors[0].message);
      // Onboarding left to do lives on the provider's site; a connected account needs no navigation (redirectUrl null).
      if (redirectUrl) window.location.assign(redirectUrl);
    } catch {
      setError('An error occurred. Please refresh your tab and try again');
    }
  };

  return (
    <Card key={data.id} className={styles.card} aria-label={ACCOUNT_TEXTS.title}>
      <Text as="h2" className={styles.title}>
        {ACCOUNT_TEXTS.title}
      </Text>
      <Text className={styles.hint}>
        {data.connected
          ? ACCOUNT_TEXTS.connected(data.accountHint ?? null)
          : data.onboardingPending
            ? ACCOUNT_TEXTS.pending
            : ACCOUNT_TEXTS.notConnected}
      </Text>
      {data.provider === 'OFFLINE' && <Text className={styles.hint}>{ACCOUNT_TEXTS.offline}</Text>}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {data.connected ? (
          <Button disabled={disconnecting} onClick={() => void run(disconnect)}>
            {ACCOUNT_TEXTS.disconnect}
          </Button>
        ) : (
          <Button appearance="primary" disabled={connecting} onClick={() => void run(connect)}>
            {data.onboardingPending ? ACCOUNT_TEXTS.continueOnboarding : ACCOUNT_TEXTS.connect}
          </Button>
        )}
      </div>
    </Card>
  );
}
