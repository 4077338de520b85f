import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './rich-text.js';

describe('sanitiseRichText', () => {
  it('keeps the allowed subset as it is', () => {
    const html = '<h2>Returns</h2><p>Return within <strong>60 days</strong>. <a href="/en-us/help">Help</a></p>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and unsafe links', () => {
    expect(sanitiseRichText('<p onclick="steal()" style="color:red">Hi<script>steal()</script></p>')).toBe('<p>Hi</p>');
    expect(sanitiseRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('escapes stray angle brackets and marks new-tab links noopener', () => {
    expect(sanitiseRichText('1 < 2')).toBe('1 &lt; 2');
    expect(sanitiseRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
