const PLACEHOLDER = '__CLUBELF_API_KEY__';

/**
 * The API key is written into index.html by the server at run time, so one build serves every
 * installation and the key never sits in a JavaScript bundle.
 */
export function readApiKey(doc: Pick<Document, 'querySelector'> = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="clubelf-api-key"]')?.content;
  if (!content || content === PLACEHOLDER) return null;
  return content;
}
