// "Open in the full view": /views/<view>?scenario=<base64url of the scenario's JSON>.

/** base64url (RFC 4648 §5, no padding) of a string's UTF-8 bytes. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The inverse of toBase64Url; null when the text is not base64url. */
export function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  const b64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function fullViewPath(view: string, scenario: unknown): string {
  return `/views/${view}?scenario=${toBase64Url(JSON.stringify(scenario))}`;
}
