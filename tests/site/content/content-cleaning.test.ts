// Where rich text lives in the content: each such field of a part is cleaned, every other value
// (titles, URLs, template sources, the header/footer code) is left as it is, and a part with
// nothing to clean comes back as the same object (the snapshot shares it).
import { describe, expect, it } from 'vitest';
import { cleanContentPart } from '../../../site/content/content-cleaning.js';

const DIRTY = '<p>ok<script>x()</script></p>';
const CLEAN = '<p>ok</p>';

describe('cleanContentPart', () => {
  it('cleans a collection part: its description and its items, nothing else', () => {
    const part = {
      collection: { id: 'c', title: '<b>Title</b>', description: DIRTY },
      items: [{ id: 'i', title: 'A <script>', body: DIRTY, excerpt: DIRTY, description: DIRTY, fullUrl: '/blog/a' }],
    };
    expect(cleanContentPart('collection:c', part)).toEqual({
      collection: { id: 'c', title: '<b>Title</b>', description: CLEAN },
      items: [{ id: 'i', title: 'A <script>', body: CLEAN, excerpt: CLEAN, description: CLEAN, fullUrl: '/blog/a' }],
    });
    expect(part.items[0]?.body).toBe(DIRTY);
  });

  it('cleans a page part: description, block fields, texts and every form text', () => {
    const pagePart = (text: string) => ({
      page: { id: 'p', title: 'Contact', description: text },
      blockFields: { intro: text },
      intro: text,
      index: 2,
      form: { id: 'f', submissionHTML: text, submissionMessage: text, disclaimerMessage: text, successRedirect: '/thanks', fields: [{ id: 'a', title: 'Name', description: text }] },
      newsletter: { id: 'n', description: text, fields: [] },
      forms: [{ id: 'g', submissionHTML: text }],
    });
    expect(cleanContentPart('page:p', pagePart(DIRTY))).toEqual(pagePart(CLEAN));
  });

  it("cleans the website's tagline only", () => {
    expect(cleanContentPart('website', { siteTitle: 'A & B', tagline: DIRTY })).toEqual({ siteTitle: 'A & B', tagline: CLEAN });
  });

  it('leaves code and other parts alone', () => {
    expect(cleanContentPart('template:site.region', '<script>code()</script>')).toBe('<script>code()</script>');
    const code = { header: { code: '<script>x()</script>' } };
    expect(cleanContentPart('site-header-footer', code)).toBe(code);
    const nav = { mainNav: [{ title: '<b>x</b>', url: '/' }] };
    expect(cleanContentPart('navigation', nav)).toBe(nav);
  });

  it('returns a clean part as the same object', () => {
    const part = { collection: { id: 'c', description: CLEAN }, items: [{ id: 'i', body: CLEAN, excerpt: 'plain & simple' }] };
    expect(cleanContentPart('collection:c', part)).toBe(part);
  });
});
