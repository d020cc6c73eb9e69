import { Badge, Button, TableCell, TableRow } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProviderInvitationRow_invitation$key } from '../../__generated__/ProviderInvitationRow_invitation.graphql.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useResendProviderInvitationMutation } from './mutations/useResendProviderInvitationMutation.ts';
import { INVITE_PROVIDERS_TEXTS } from './texts.ts';

type ResendState = 'pristine' | 'sending' | 'sent';

/** One sent invitation: e-mail, name, when sent, state (Sent / Accepted) and its resend button. */
export function ProviderInvitationRow({
  invitation,
  onErrors,
}: {
  invitation: ProviderInvitationRow_invitation$key;
  onErrors: (messages: string[]) => void;
}) {
  const data = useFragment(
    graphql`
      fragment ProviderInvitationRow_invitation on ProviderInvitation {
        id
        toEmail
        toName
        state
        lastSentAt
        viewerCan {
          resend
        }
      }
    `,
    invitation,
  );
  const [resend] = useResendProviderInvitationMutation();
  const [state, setState] = useState<ResendState>('pristine');
  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => setState('pristine'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  async function onResend() {
    onErrors([]);
    setState('sending');
    try {
      const result = await resend(data.id);
      if (result.userErrors.length) {
        setState('pristine');
        onErrors(result.userErrors.map((error) => error.message));
        return;
      }
      setState('sent');
    } catch {
      setState('pristine');
      onErrors([INVITE_PROVIDERS_TEXTS.failure]);
    }
  }

  const accepted = data.state === 'ACCEPTED';
  return (
    <TableRow>
      <TableCell>{data.toEmail}</TableCell>
      <TableCell>{data.toName || '—'}</TableCell>
      <TableCell>{formatDateTime(data.lastSentAt)}</TableCell>
      <TableCell>
        <Badge appearance="tint" color={accepted ? 'success' : 'informative'}>
          {accepted ? 'Accepted' : 'Sent'}
        </Badge>
      </TableCell>
      <TableCell>
        {data.viewerCan.resend ? (
          <Button
            size="small"
            disabled={state !== 'pristine'}
            onClick={() => void onResend()}
            aria-label={`${INVITE_PROVIDERS_TEXTS.resend[state]} (${data.toEmail})`}
          >
            {INVITE_PROVIDERS_TEXTS.resend[state]}
          </Button>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
