/**
 * One block as the server renders it, shown on the canvas inside a shadow root with the site's
 * stylesheet, so the site's CSS styles it and the admin's does not. Inserted markup never runs
 * scripts (innerHTML does not execute them) and the admin's CSP refuses inline handlers.
 */
import { useEffect, useRef } from 'react';

export function BlockHtml({ html, stylesheet }: { html: string; stylesheet: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    const body = document.createElement('div');
    body.className = 'pb-block-body';
    body.innerHTML = html;
    // Links in the canvas do not leave the editor.
    body.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
    });
    root.replaceChildren(link, body);
  }, [html, stylesheet]);
  return <div ref={host} className="pb-block-html" />;
}
