/** SPEC §7 orderBy of the generic table query: 'field asc' or 'field desc'. */
export type SortDirection = 'asc' | 'desc';

export function parseOrderBy(orderBy: string | undefined): { field: string; direction: SortDirection } | null {
  const [field, dir] = (orderBy ?? '').trim().split(/\s+/);
  if (!field) return null;
  return { field, direction: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

export function formatOrderBy(field: string, direction: SortDirection): string {
  return `${field} ${direction}`;
}
