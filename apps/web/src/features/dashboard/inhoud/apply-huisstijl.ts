import type { Huisstijl } from '@clubelf/contract';

/**
 * Puts a just-saved identity on this page at once (the CSS variables the header reads). Other
 * pages get it from the stylesheet the server links in index.html. CSSOM, which the content
 * security policy allows (it forbids only style attributes in markup).
 */
export function applyHuisstijl(h: Huisstijl, root: HTMLElement = document.documentElement) {
  root.style.setProperty('--club-primary', h.primaryColour);
  root.style.setProperty('--club-secondary', h.secondaryColour);
  if (h.crest) {
    root.style.setProperty(
      '--club-crest',
      `image-set(url("${h.crest.webp128}") type("image/webp") 1x, ` +
        `url("${h.crest.webp256}") type("image/webp") 2x, url("${h.crest.png128}") 1x)`,
    );
    root.style.setProperty('--club-crest-display', 'inline-block');
    root.style.setProperty('--club-ball-display', 'none');
  } else {
    root.style.setProperty('--club-crest', 'none');
    root.style.setProperty('--club-crest-display', 'none');
    root.style.setProperty('--club-ball-display', 'inline-block');
  }
}
