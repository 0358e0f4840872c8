import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownLite } from './markdownLite';

const html = (text: string) => renderToStaticMarkup(createElement(MarkdownLite, { text }));

describe('markdown-lite statements', () => {
  it('makes paragraphs, lists, bold, emphasis and code, and never raw HTML', () => {
    expect(html('One **two** *three* `four`\nline\n\n- a\n- b')).toBe('<p><span>One <strong>two</strong> <em>three</em> <code>four</code></span><span><br/>line</span></p><ul><li>a</li><li>b</li></ul>');
    expect(html('<script>x</script> & 5 × 2')).toBe('<p><span>&lt;script&gt;x&lt;/script&gt; &amp; 5 × 2</span></p>');
  });
});
