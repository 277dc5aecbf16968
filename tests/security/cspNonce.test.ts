import { afterEach, describe, expect, it } from 'vitest';
import { nonceStyleElements, readCspNonce } from '@/app/cspNonce';

const originalCreate = Document.prototype.createElement;
afterEach(() => {
  Document.prototype.createElement = originalCreate;
  document.head.querySelectorAll('meta[name="csp-nonce"]').forEach((m) => m.remove());
});

function metaNonce(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  document.head.append(meta);
}

describe('CSP nonce (nginx writes it into index.html)', () => {
  it('is read from the meta tag; the unreplaced placeholder (vite dev, preview) means none', () => {
    expect(readCspNonce()).toBeUndefined();
    metaNonce('__CSP_NONCE__');
    expect(readCspNonce()).toBeUndefined();
    document.head.querySelector('meta[name="csp-nonce"]')!.remove();
    metaNonce('0123456789abcdef0123456789abcdef');
    expect(readCspNonce()).toBe('0123456789abcdef0123456789abcdef');
  });

  it('is given to style elements that libraries create without one; other elements are untouched', () => {
    nonceStyleElements('n0nce');
    expect(document.createElement('style').nonce).toBe('n0nce');
    expect(document.createElement('div').nonce).toBe('');
    nonceStyleElements('n0nce'); // idempotent
    expect(document.createElement('style').nonce).toBe('n0nce');
  });

  it('changes nothing without a nonce', () => {
    nonceStyleElements(undefined);
    expect(Document.prototype.createElement).toBe(originalCreate);
  });
});
