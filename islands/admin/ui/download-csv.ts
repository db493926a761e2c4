/**
 * Downloads an admin CSV: the call needs the session's xsrf header, so it is fetched, then saved
 * through an object URL under the name the server gave. Answers the failure, if any.
 */
import { adminHeaders } from '../admin-api.js';

export async function downloadCsv(path: string, fallbackName = 'export.csv'): Promise<{ status: number; message: string } | undefined> {
  let response: Response;
  try {
    response = await fetch(path, { headers: adminHeaders(), credentials: 'same-origin' });
  } catch {
    return { status: 0, message: '' };
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
    return { status: response.status, message };
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return undefined;
}
