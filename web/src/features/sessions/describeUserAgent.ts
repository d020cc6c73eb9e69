import Bowser from 'bowser';

/** 'Chrome 156 on Linux' from a user agent; a client that is no browser (curl, a script) keeps its own text. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  return os.name ? `${name} on ${os.name}` : name;
}
