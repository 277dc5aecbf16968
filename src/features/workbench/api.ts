import { http, type RequestOptions } from '@/api/http';
import type { HomeBlock } from './model';

/** The portal home's published content blocks (docs/API.md "Portal content" `home`), sticky first. */
export const homeBlocks = (opts?: RequestOptions) =>
  http.post<HomeBlock[]>('/api/fea-vsm/portalContent/home', {}, opts);
