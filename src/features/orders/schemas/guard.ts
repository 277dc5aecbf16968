/**
 * The client's refusals before a document action (SPEC §8), mirroring the server's: nothing
 * ticked → 'select documents to confirm or print first'; a document in a status the action does
 * not allow → 'current document does not allow this operation'. Returns the message key or null.
 */
export function refusalOf(selected: ReadonlyArray<{ status: string }>, allowed: readonly string[], emptyKey = 'errors:selectDocumentsFirst'): string | null {
  if (selected.length === 0) return emptyKey;
  if (selected.some((row) => !allowed.includes(row.status))) return 'errors:operationNotAllowed';
  return null;
}
