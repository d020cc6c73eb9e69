import { describe, expect, test } from 'vitest';
import { caseLink, checkPublicUrl, publicLink } from './links.ts';
import { escapeHtml, PRODUCT_NAME, REPLY_HINT, renderMail } from './templates.ts';

describe('mail templates', () => {
  test('a notification carries the product, the case, the link back, the category footer and the unsubscribe link', () => {
    const mail = renderMail('notification', {
      title: 'New lien',
      intro: 'A lienholder added a lien.',
      lines: ['Balance: $1,200.00'],
      case: { plaintiffName: 'Jane Doe', caseId: 'c-1' },
      action: { label: 'Open the case', url: caseLink('https://liens.example.test/', 'c-1') },
      categoryLabel: 'New lien notifications',
      unsubscribeUrl: 'https://liens.example.test/unsubscribe/t',
    });
    expect(mail.subject).toBe('New lien');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(PRODUCT_NAME);
      expect(body).toContain('Jane Doe (case c-1)');
      expect(body).toContain('A lienholder added a lien.');
      expect(body).toContain('New lien notifications');
      expect(body).toContain('https://liens.example.test/unsubscribe/t');
      expect(body).not.toContain(REPLY_HINT);
    }
    expect(mail.html).toContain('href="https://liens.example.test/portfolio/c-1"');
    expect(mail.text).toContain('Open the case: https://liens.example.test/portfolio/c-1');
  });

  test('a chat message escapes what users wrote, keeps it as written in text, and says how to reply when it can be answered', () => {
    const mail = renderMail('chat-message', {
      fromName: 'Ann <Lee>',
      fromOrganization: 'Lee & Co',
      note: '<img src=x onerror=alert(1)>\nsecond line',
      case: { plaintiffName: 'O"Brien <x>', caseId: 'c-2' },
      action: { label: 'Open the chat', url: 'javascript:alert(1)' },
      replyable: true,
    });
    expect(mail.subject).toBe('New message from Lee & Co');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>second line');
    expect(mail.html).toContain('O&quot;Brien &lt;x&gt;');
    expect(mail.html).toContain('Ann &lt;Lee&gt; (Lee &amp; Co) wrote');
    // Only http(s) links are linked.
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>\nsecond line');
    expect(mail.html).toContain(REPLY_HINT);
    expect(mail.text).toContain(REPLY_HINT);
  });

  test('subjects are one line; HTML escaping covers the five characters', () => {
    expect(renderMail('notification', { title: 'Two\r\nlines' }).subject).toBe('Two lines');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('PUBLIC_URL is an http(s) URL; links are made under it', () => {
    expect(checkPublicUrl('https://liens.example.test/')).toBe('https://liens.example.test');
    expect(checkPublicUrl('http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => checkPublicUrl('liens.example.test')).toThrow(/PUBLIC_URL/);
    expect(() => checkPublicUrl('ftp://liens.example.test')).toThrow(/PUBLIC_URL/);
    expect(publicLink('https://x.test/portal', 'settings/communication')).toBe('https://x.test/portal/settings/communication');
    expect(caseLink('https://x.test', 'a/b')).toBe('https://x.test/portfolio/a%2Fb');
  });
});
