import type { Plugin } from 'vite';
export default function mockPortal(): Plugin;
