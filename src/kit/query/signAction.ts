import { idsOf } from '../columns';
import type { DocumentAction } from './types';

/**
 * A list's e-sign action: the ticked documents are signed with the electronic seal by their sheet
 * ids, after the question the screen gives; `allowed` is the domain's rule (one signed already is not
 * signed again).
 */
export const signAction = <T extends { sheetId: string }>(
  sign: (sheetIds: string[]) => Promise<unknown>,
  action: Omit<DocumentAction<T>, 'key' | 'call' | 'confirmKey'> & { confirmKey: string },
): DocumentAction<T> => ({ key: 'sign', ...action, call: (rows) => sign(idsOf(rows, 'sheetId')) });
