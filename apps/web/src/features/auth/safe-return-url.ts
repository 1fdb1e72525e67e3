/**
 * The place to go after signing in: a path of this site taken from `returnUrl`, or '/'.
 * The candidate is resolved against the site's own origin, exactly as the browser would, and
 * kept only when it stays on that origin and its resolved path starts with one '/'. Anything
 * that could leave the site ('//evil.example', '/..//evil.example', 'https://…', '/\evil',
 * 'javascript:') or lead back to the login screen becomes '/'.
 */
export function safeReturnUrl(returnUrl: string | null | undefined, origin: string): string {
  if (!returnUrl || !returnUrl.startsWith('/')) return '/';
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  if ([...returnUrl].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return '/';
  let url: URL;
  let own: URL;
  try {
    own = new URL(origin);
    url = new URL(returnUrl, own.origin);
  } catch {
    return '/';
  }
  if (url.origin !== own.origin) return '/';
  // Dot segments are resolved by now: '/..//evil.example' has become the path '//evil.example',
  // which the router would read as another host.
  const { pathname } = url;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\'))
    return '/';
  if (pathname === '/authentication' || pathname.startsWith('/authentication/')) return '/';
  return `${pathname}${url.search}${url.hash}`;
}
