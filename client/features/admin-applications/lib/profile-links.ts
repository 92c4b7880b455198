// D18: only http(s) links are ever rendered as links; anything else stays plain text, so no
// stored value can run script when clicked.
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const HANDLE = /^@?([A-Za-z0-9._]{1,30})$/;

// D18: Instagram and TikTok may be stored as a bare handle.
export function socialProfileUrl(network: 'instagram' | 'tiktok', value: string | null | undefined) {
  if (!value) return undefined;
  const url = safeHttpUrl(value);
  if (url) return url;
  const handle = HANDLE.exec(value.trim())?.[1];
  if (!handle) return undefined;
  return network === 'instagram' ? `https://www.instagram.com/${handle}/` : `https://www.tiktok.com/@${handle}`;
}
