import { Body1 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthCardPage } from './AuthCardPage.tsx';
import { PASSWORD_RESET_PATHS, PASSWORD_RESET_TEXTS } from './texts.ts';

/**
 * The token-expired view of an invalid, used or expired reset or invitation link: 'Your invite token has expired.'
 * (the spec's error catalogue), a line of help and the links under it.
 */
export function TokenExpiredView({ help = PASSWORD_RESET_TEXTS.tokenExpiredHelp, children }: { help?: string; children?: ReactNode }) {
  return (
    <AuthCardPage title={PASSWORD_RESET_TEXTS.tokenExpired}>
      <Body1>{help}</Body1>
      {children ?? (
        <Body1>
          <RouterLink to={PASSWORD_RESET_PATHS.request}>{PASSWORD_RESET_TEXTS.askAgain}</RouterLink>
          {' · '}
          <RouterLink to={PASSWORD_RESET_PATHS.login}>{PASSWORD_RESET_TEXTS.backToLogin}</RouterLink>
        </Body1>
      )}
    </AuthCardPage>
  );
}
