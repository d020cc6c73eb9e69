import { describe, expect, it } from 'vitest';
import { WEB_CONTENT_SECURITY_POLICY, webContentSecurityPolicy } from './security.ts';

describe('the web client’s Content-Security-Policy', () => {
  it('reaches nothing beyond its origin with the embedded adapters', () => {
    expect(webContentSecurityPolicy({ uploadOrigins: [], cardPayments: false })).toEqual(WEB_CONTENT_SECURITY_POLICY);
  });

  it('lets the page PUT uploads to the bucket it was given links to, and nothing else', () => {
    const policy = webContentSecurityPolicy({ uploadOrigins: ['https://records.s3.us-east-1.amazonaws.com'], cardPayments: false });
    expect(policy['connect-src']).toEqual(["'self'", 'https://records.s3.us-east-1.amazonaws.com']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
  });

  it('loads Stripe.js, its frames and its API only when card payments go through Stripe', () => {
    const policy = webContentSecurityPolicy({ uploadOrigins: [], cardPayments: true });
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    // The rest stays as strict as ever.
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });
});
