import { sanitizeRichText, sanitizeRichTextFields, sanitizeMarkupInDocument } from './rich-text';

describe('sanitizeRichText', () => {
  test('keeps the markup the editor produces', () => {
    const html =
      '<h2>Über uns</h2><p>Unser <strong>Stammhaus</strong> in der <em>Altstadt</em>, <u>seit</u> <s>1900</s><br />1901.</p>' +
      '<ul><li>Wurst</li></ul><ol><li>Schinken</li></ol><blockquote><p>Gut!</p></blockquote>' +
      '<p><a href="https://example.de" target="_blank" rel="noopener noreferrer nofollow">Web</a> ' +
      '<a href="mailto:info@example.de">Mail</a> <a href="tel:+497531">Anruf</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test.each([
    ['a script, content and all', '<p>A<script>alert(1)</script>B</p>', '<p>AB</p>'],
    ['event handlers and styles', '<p onclick="x()" style="color:red" class="c">Hi<img src="x" onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['an iframe with its content', '<iframe src="https://evil.example">x</iframe><p>ok</p>', '<p>ok</p>'],
    ['a javascript: link (text stays)', '<a href="javascript:alert(1)">klick</a>', '<a>klick</a>'],
    ['an obfuscated javascript: link', '<a href="  JaVa&#x09;ScRiPt:alert(1)">k</a>', '<a>k</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">d</a>', '<a>d</a>'],
    ['a protocol-relative link', '<a href="//evil.example">e</a>', '<a>e</a>'],
    ['svg with a script', '<svg><script>alert(1)</script></svg>', ''],
    ['other attributes on a link', '<a href="https://x.de" onmouseover="x" target="_self">x</a>', '<a href="https://x.de">x</a>'],
  ])('removes %s', (_, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  test('a new-tab link always gets rel=noopener', () => {
    expect(sanitizeRichText('<a href="https://x.de" target="_blank">x</a>')).toBe(
      '<a href="https://x.de" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  test('maps the older names (b, i, strike, h1) onto the editor’s tags and escapes text', () => {
    expect(sanitizeRichText('<h1>T</h1><b>f</b><i>k</i><strike>s</strike> a & b < c')).toBe(
      '<h2>T</h2><strong>f</strong><em>k</em><s>s</s> a &amp; b &lt; c',
    );
  });

  test("the editor's empty document is stored as ''", () => {
    expect(sanitizeRichText('<p></p>')).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
  });

  test('is idempotent (a stored text saved again stays the same)', () => {
    const once = sanitizeRichText('<p>x<a href="javascript:1">y</a><b>z</b><script>q</script></p>');
    expect(sanitizeRichText(once)).toBe(once);
  });
});

test('sanitizeRichTextFields cleans the named (dotted) fields only', () => {
  const record = { description: '<script>x</script>a', name: '<b>n</b>', content: { allergens: '<i>e</i>' }, missing: null };
  sanitizeRichTextFields(record, ['description', 'content.allergens', 'missing', 'nothing.here']);
  expect(record).toEqual({ description: 'a', name: '<b>n</b>', content: { allergens: '<em>e</em>' }, missing: null });
});

test('sanitizeMarkupInDocument cleans every markup string of a website document and leaves the rest as written', () => {
  const site = {
    path: '/a',
    title: 'Müller & Söhne',
    order: 3,
    isPublic: true,
    content: {
      body: [
        {
          type: 'text',
          value: { text: '<p onclick="x()">ok<img src="https://shop.de/a.png" onerror="alert(1)" alt="A"></p><script>steal()</script>' },
        },
        { type: 'hero_sub', value: { title: 'Frisch', link: { kind: 'href', to: 'javascript:alert(1)' }, image: null } },
        { type: 'slider_text', value: { slides: [{ text: '<a href="javascript:alert(1)">x</a><img src="javascript:alert(2)">' }] } },
      ],
    },
  };
  expect(sanitizeMarkupInDocument(site)).toEqual({
    ...site,
    content: {
      body: [
        { type: 'text', value: { text: '<p>ok<img src="https://shop.de/a.png" alt="A" /></p>' } },
        // No '<': cannot open a tag when rendered as HTML; link targets are checked where links are rendered.
        site.content.body[1],
        { type: 'slider_text', value: { slides: [{ text: '<a>x</a><img />' }] } },
      ],
    },
  });
});
