/** True for an absolute address on another site, such as a form, a podcast or a profile. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
