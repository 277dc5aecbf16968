/**
 * Open-redirect payloads for a redirect target taken from the address (issue 6). Each, if it were
 * followed, would leave the portal for evil.example (or run script). Sources: OWASP's open
 * redirect cheat sheet and PayloadsAllTheThings "Open Redirect" (slashes, backslashes, encodings,
 * @-userinfo, schemes, control characters).
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '//evil.example/%2F..',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/\\evil.example',
  '//evil.example@127.0.0.1',
  '/@evil.example',
  '//127.0.0.1@evil.example',
  'https://127.0.0.1@evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  '%2f%5cevil.example',
  '/%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/%09/evil.example',
  '/%0d%0a//evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u3002evil.example',
  'evil.example',
  '.evil.example',
];
