import { db } from '../../mocks/db';

/**
 * The mock's data is Chinese (the server answers in zh-CN, SPEC §9; en-US reads it through the
 * server's text download), and so are the people in it: no "John Smith" beside 华东店.
 */

/** Fields holding a person's name (who checked, applied, bought, drove, sent, is the contact…). */
const PERSON_FIELD =
  /^(checker|reviewer|approver|auditor|signer|buyer|driver|clerk|applicant(Name)?|contact(Person|Name)?|linkman|legalPerson(Name)?|promoterName|emplName|senderName|receiverName|operator(Name)?|[a-z]*(By|Person|Man|Staff)(Name)?)$/;
const HAN = /[\u3400-\u9fff]/;
/** A Latin name: letters, spaces, dots, hyphens, apostrophes (not an id, code, phone or e-mail). */
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

function personNames(): { found: string[]; fields: Set<string> } {
  const found: string[] = [];
  const fields = new Set<string>();
  const visit = (where: string, value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((v) => visit(where, v, depth + 1));
      return;
    }
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' && PERSON_FIELD.test(key) && v.trim()) {
        fields.add(key);
        if (LATIN_NAME.test(v.trim()) && !HAN.test(v)) found.push(`${where}.${key}: ${v}`);
      } else if (typeof v === 'object') visit(`${where}.${key}`, v, depth + 1);
    }
  };
  for (const [name, rows] of Object.entries(db().tables as unknown as Record<string, unknown>)) visit(name, rows, 0);
  return { found: [...new Set(found)], fields };
}

describe('seeded people are named in the script of the rest of the data', () => {
  it('holds no Latin person name in any seeded table', () => {
    const { found, fields } = personNames();
    // The scan reads the people of many domains (checkers, buyers, drivers, promoters, users, contacts…).
    expect([...fields]).toEqual(expect.arrayContaining(['checker', 'driver', 'promoterName', 'emplName']));
    expect(found).toEqual([]);
  });
});
