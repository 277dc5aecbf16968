import type { ContentHistory, PortalContent } from '@/features/portalContent/types';

/** The tables of this domain: each needs a seeder in ./seed.ts (`SeedersOf<PortalContentTables>`). */
export type PortalContentTables = {
  portalContents: PortalContent[];
  portalContentHistory: ContentHistory[];
};

declare module '../../db/tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- DbTables grows by declaration merging
  interface DbTables extends PortalContentTables {}
}
