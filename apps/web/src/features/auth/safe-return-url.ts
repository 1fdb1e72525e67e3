/**
 * The place to go after signing in: a path of this site taken from `returnUrl`, or '/'.
 * Anything that could leave the site ('//evil.example', 'https://…', '/\evil', 'javascript:')
 * or lead back to the login screen becomes '/'.
 */
export function safeReturnUrl(returnUrl: string | null | undefined, origin: string): string {
  if (
    !returnUrl ||
    !returnUrl.startsWith('/') ||
    returnUrl.startsWith('//') ||
    returnUrl.startsWith('/\\')
  )
    return '/';
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...returnUrl].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return '/';
  let url: URL;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  if (url.pathname === '/authentication' || url.pathname.startsWith('/authentication/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
