import { describe, expect, it } from 'vitest';
import { assertWebUrl, escapeHtml, html, oneLine } from './email-html';
import { renderEmail } from './email-layout';

describe('html', () => {
  it('escapes every interpolated string and keeps nested html as is', () => {
    const name = `<script>alert("x")</script> & 'friends'`;
    expect(html`<p>${name}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39;</p>',
    );
    expect(html`<div>${html`<b>${'<i>'}</b>`}${[html`<br>`, html`<hr>`]}</div>`.value).toBe(
      '<div><b>&lt;i&gt;</b><br><hr></div>',
    );
    expect(escapeHtml('a"b')).toBe('a&quot;b');
  });

  it('links only to web addresses', () => {
    expect(assertWebUrl('https://backline.example/dashboard')).toBe('https://backline.example/dashboard');
    expect(() => assertWebUrl('javascript:alert(1)')).toThrow('Not a web address');
  });

  it('puts a subject on one line', () => {
    expect(oneLine('You are in:\r\nBcc: someone@example.com')).toBe('You are in: Bcc: someone@example.com');
    expect(oneLine('x'.repeat(300))).toHaveLength(180);
  });
});

describe('renderEmail', () => {
  const content = {
    appName: 'Backline',
    siteUrl: 'http://localhost:3000',
    subject: 'Hello\nthere',
    preview: 'Preview <1>',
    heading: 'Heading & more',
    greeting: 'Hi <b>Ana</b>,',
    paragraphs: ['First "one"', 'Second <two>'],
    action: { label: 'Open <it>', url: 'http://localhost:3000/dashboard?a=1&b=2' },
    smallPrint: ['Small <print>'],
  };

  it('writes HTML with every text escaped, and the same words as plain text', () => {
    const email = renderEmail(content);
    expect(email.subject).toBe('Hello there');
    expect(email.html).not.toMatch(/<(b|two|it|print|1)>/);
    expect(email.html).toContain('Hi &lt;b&gt;Ana&lt;/b&gt;,');
    expect(email.html).toContain('href="http://localhost:3000/dashboard?a=1&amp;b=2"');
    expect(email.text).toBe(
      [
        'Heading & more',
        '',
        'Hi <b>Ana</b>,',
        '',
        'First "one"',
        '',
        'Second <two>',
        '',
        'Open <it>: http://localhost:3000/dashboard?a=1&b=2',
        '',
        'Small <print>',
        '',
        '— Backline',
        'http://localhost:3000/',
        '',
      ].join('\n'),
    );
  });

  it('shows an image with its size and words, escaped; only from a web address (issue 42)', () => {
    const image = {
      url: 'http://localhost:3000/api/tickets/BL1.a"b/qr.png',
      width: 200,
      height: 200,
      alt: 'QR <code>',
    };
    const email = renderEmail({ ...content, image });
    expect(email.html).toContain(
      '<img src="http://localhost:3000/api/tickets/BL1.a%22b/qr.png" width="200" height="200" alt="QR &lt;code&gt;"',
    );
    expect(renderEmail(content).html).not.toContain('<img');
    expect(() => renderEmail({ ...content, image: { ...image, url: 'javascript:alert(1)' } })).toThrow();
  });

  it('shows a link’s image beside it, escaped, the links lined up; only from a web address (issue 44)', () => {
    const links = [
      {
        label: 'Poster night',
        url: 'http://localhost:3000/opportunity/1',
        image: { url: 'http://localhost:3000/media/a"b-320.jpg', width: 96, height: 72, alt: 'Flyer <1>' },
      },
      { label: 'Bare night', url: 'http://localhost:3000/opportunity/2' },
    ];
    const email = renderEmail({ ...content, links });
    expect(email.html).toContain(
      '<a href="http://localhost:3000/opportunity/1"><img src="http://localhost:3000/media/a%22b-320.jpg" width="96" height="72" alt="Flyer &lt;1&gt;"',
    );
    // An empty cell beside the link without one.
    expect(email.html).toContain(
      '<td width="96" valign="top" style="width:96px;padding:0 14px 14px 0;"></td><td valign="top" style="padding:0 0 14px;font-size:16px;line-height:1.45;"><a href="http://localhost:3000/opportunity/2"',
    );
    // The text has the links, not the images.
    expect(email.text).toBe(renderEmail({ ...content, links: links.map(({ image: _image, ...link }) => link) }).text);
    expect(email.text).not.toContain('/media/');
    const hostile = {
      label: 'x',
      url: 'http://localhost:3000/',
      image: { url: 'javascript:alert(1)', width: 1, height: 1, alt: '' },
    };
    expect(() => renderEmail({ ...content, links: [hostile] })).toThrow();
  });

  it('refuses an action that is not a web address', () => {
    expect(() => renderEmail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow();
  });
});
