import { saveBlob } from '../../../lib/save-blob';
import { organiserFetch, organiserSend, type OrganiserResult } from './organiser-fetch';

/** The server's file name from Content-Disposition, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Fetches an organiser file (a backup, an export) and hands it to the browser's save dialog. */
export async function downloadOrganiserFile(
  url: string,
  fallbackName: string,
): Promise<OrganiserResult<{ fileName: string; size: number }>> {
  const response = await organiserFetch(url, 'GET');
  if (!response?.ok) {
    // Read the failure the same way as any other organiser call.
    return (await organiserSend<never>(url, 'GET')) as OrganiserResult<{
      fileName: string;
      size: number;
    }>;
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, fileName);
  return { ok: true, data: { fileName, size: blob.size } };
}
