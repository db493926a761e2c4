/**
 * The installment-info page the popup shows (spec 000 §7, §8): fetched from the address the page
 * gave, read as text only (its title and paragraphs: nothing of it runs or is written as markup).
 * A failed fetch is only warned in the console; the popup then keeps its built-in words.
 */
export interface InfoContent {
  title: string;
  paragraphs: string[];
}

/** The title and paragraphs of an info page's HTML; undefined when it has neither. */
export function readInfoPage(html: string): InfoContent | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const title = doc.querySelector('h1')?.textContent?.trim() ?? '';
  const paragraphs = [...doc.querySelectorAll('p')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
  return title === '' && paragraphs.length === 0 ? undefined : { title, paragraphs };
}

export async function fetchInfoPage(url: string, signal: AbortSignal): Promise<InfoContent | undefined> {
  try {
    const response = await fetch(url, { signal, credentials: 'omit', headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
    const content = readInfoPage(await response.text());
    if (content === undefined) throw new Error('the page has no title or text');
    return content;
  } catch (error) {
    if (!signal.aborted) console.warn(`[installments] the installment info page ${url} could not be loaded (${error instanceof Error ? error.message : String(error)}); showing the built-in text`);
    return undefined;
  }
}
