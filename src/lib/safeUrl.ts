/** Links from server data open only over http(s) or inside the portal: no javascript:, data: or other schemes. */
export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
