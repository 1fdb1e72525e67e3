/** A file's bytes as base64 (without the 'data:...;base64,' prefix), for a JSON upload. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Het bestand kon niet worden gelezen'));
    reader.readAsDataURL(file);
  });
}

/** '1,5 MB', '320 kB': a file size for the organiser. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('nl-NL')} kB`;
}
