import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './page-html';

describe('renderPageHtml', () => {
  it('escapes what it writes into the head', () => {
    const html = renderPageHtml(
      '<head><!--app-head--></head>',
      {
        title: 'DJ "Night" <script>alert(1)</script>',
        description: 'Tom & Jerry',
        jsonLd: { name: '</script><script>alert(1)</script>' },
      },
      { appName: 'Backline', url: 'http://localhost:3000/x' },
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('DJ &quot;Night&quot; &lt;script&gt;');
    expect(html).toContain('Tom &amp; Jerry');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
