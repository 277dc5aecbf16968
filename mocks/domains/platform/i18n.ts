import { insertRow, table, updateRows } from '../../db';
import { apiError, ERR } from '../../errors';
import { glossary, hasCjk } from '../../glossary';
import { requireUser, type Ctx } from '../../services/context';
import { isBlank } from '../../services/paging';
import { validationGlossary } from '../../services/validation';
// The data modules declare their texts with tr() when loaded; importing them here makes the
// glossary complete whatever the import order of the host. The domains' services declare theirs when
// mocks/handlers/index.ts loads every domain's handlers, before any host answers a call.
import '../../db/seed';
import '../../errors';
import '../../services/documents';

import { languagesFor } from '@/api/platformContract';

export function getPreference(ctx: Ctx): { languageCode: string | null } {
  const user = requireUser(ctx);
  return { languageCode: table('preferences').find((p) => p.userId === user.userId)?.languageCode ?? null };
}

export function setPreference(ctx: Ctx, languageCode: unknown): null {
  const user = requireUser(ctx);
  if (isBlank(languageCode)) throw apiError(ERR.paramMissing);
  const code = String(languageCode);
  // SPEC §1/§6: a language not offered to the user (English for a supplier) is refused as the picker does not offer it.
  if (!(languagesFor(user.userType) as string[]).includes(code)) throw apiError(ERR.languageInvalid);
  if (!updateRows('preferences', (p) => p.userId === user.userId, { languageCode: code }).length)
    insertRow('preferences', { userId: user.userId, languageCode: code });
  return null;
}

/**
 * The server text download: for en-US, a flat object zh-CN text → English covering every text the
 * mock may show (menu names, dictionary names, BU names, lists, error and validation messages);
 * zh-CN and zh-HK answer {} (zh-HK is converted from zh-CN on the client).
 */
export function download(lang: string): Record<string, string> {
  if (lang !== 'en-US') return {};
  const out: Record<string, string> = {};
  for (const [zh, en] of Object.entries({ ...glossary(), ...validationGlossary() })) if (hasCjk(zh)) out[zh] = en;
  return out;
}
