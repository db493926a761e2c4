// The rich-text allowlist: what legitimate content keeps, and what could run as code is dropped.
import { describe, expect, it } from 'vitest';
import { cleanRichText } from '../../../site/content/rich-text.js';

describe('rich text keeps what editors write', () => {
  it.each([
    ['headings, paragraphs and emphasis', '<h2>Care</h2><p>Wash <em>cold</em>, <strong>never</strong> bleach.</p>'],
    ['lists', '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><dl><dt>a</dt><dd>b</dd></dl>'],
    ['quotes and code', '<blockquote cite="https://example.com/q">Said.</blockquote><pre><code>x = 1</code></pre>'],
    ['tables', '<table><caption>Sizes</caption><thead><tr><th scope="col">S</th></tr></thead><tbody><tr><td colspan="2">36</td></tr></tbody></table>'],
    ['links of safe schemes', '<a href="https://example.com/a">web</a><a href="/shop">site</a><a href="mailto:a@example.com">mail</a><a href="tel:+4412345">call</a>'],
    ['figures with images, srcset and alt', '<figure><img src="https://cdn.example.com/a.jpg" srcset="https://cdn.example.com/a-100.jpg 100w, /media/a-500.jpg 500w" sizes="50vw" alt="A mug" width="500" height="400" /><figcaption>Mug</figcaption></figure>'],
    ['the platform image block attributes', '<div class="sqs-block image-block" data-block-type="5"><img class="thumb-image" data-src="https://images.example.com/x.jpg" data-image="https://images.example.com/x.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" alt="" src="/assets/x.jpg" /></div>'],
    ['a video embed from YouTube', '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video" allowfullscreen></iframe>'],
  ])('%s', (_name, html) => {
    expect(cleanRichText(html)).toBe(html);
  });

  it('returns text without markup as it is (no entities added to a plain excerpt)', () => {
    expect(cleanRichText('Tom & Jerry < 3 > 2')).toBe('Tom & Jerry < 3 > 2');
  });

  it('gives a new window no opener', () => {
    expect(cleanRichText('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(cleanRichText('<a href="/p" target="parent" rel="nofollow opener">y</a>')).toBe('<a href="/p" rel="nofollow">y</a>');
  });

  it('is stable: cleaning clean text changes nothing', () => {
    const once = cleanRichText('<p onclick="x()">a & b <a href="javascript:x" target="_blank">l</a><img src="//evil.example/x" alt="i"></p>');
    expect(cleanRichText(once)).toBe(once);
  });
});

describe('rich text drops what could run', () => {
  it.each([
    ['scripts with their content', '<p>a<script>window.pwned = 1</script></p>', '<p>a</p>'],
    ['event handler attributes', '<img src="/x.png" onerror="alert(1)" /><p onclick="x()" onmouseover="y()">t</p>', '<img src="/x.png" /><p>t</p>'],
    ['javascript: links, however written', '<a href="JaVaScRiPt:alert(1)">a</a><a href="java&#x09;script:alert(1)">b</a><a href=" javascript:alert(1)">c</a>', '<a>a</a><a>b</a><a>c</a>'],
    ['data: and vbscript: links', '<a href="data:text/html,<script>x</script>">d</a><a href="vbscript:x">v</a>', '<a>d</a><a>v</a>'],
    ['images that are not https or relative', '<img src="http://x.example/a.png" /><img src="//evil.example/a.png" /><img src="data:image/svg+xml,x" />', '<img /><img /><img />'],
    ['unsafe srcset candidates', '<img src="/a.jpg" srcset="/a.jpg 100w, javascript:alert(1) 200w" />', '<img src="/a.jpg" srcset="/a.jpg 100w" />'],
    ['URLs in data attributes the platform loads', '<img data-src="javascript:alert(1)" data-image="/ok.jpg" />', '<img data-image="/ok.jpg" />'],
    ['style attributes and style elements', '<div style="background:url(javascript:x)">a</div><style>body{display:none}</style>', '<div>a</div>'],
    ['ids and names that could shadow the page', '<div id="sf-commerce-events" name="config">a</div>', '<div>a</div>'],
    ['iframes from other hosts', '<iframe src="https://evil.example/"></iframe><iframe src="javascript:alert(1)"></iframe>', ''],
    ['forms and controls', '<form action="/x"><input name="a" value="b" /><button>Go</button><select><option>o</option></select></form>', 'Go'],
    ['base, meta, link, object and embed', '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="import" href="x"><object data="x"></object><embed src="x">', ''],
    ['SVG and MathML', '<svg onload="alert(1)"><script>1</script></svg><math><mi>x</mi></math>', ''],
    ['noscript and template contents', '<noscript><img src="x" onerror="alert(1)"></noscript><template><script>1</script></template>', ''],
    ['comments', '<!-- <script>x</script> --><p>a</p>', '<p>a</p>'],
  ])('%s', (_name, dirty, clean) => {
    expect(cleanRichText(dirty)).toBe(clean);
  });
});
