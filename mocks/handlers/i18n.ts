import * as i18n from '../services/i18n';
import { route } from './route';

const P = '/api/fea-vsm/vender/i18n';

export const i18nHandlers = [
  route({ method: 'get', path: `${P}/preference/get`, handle: ({ ctx }) => i18n.getPreference(ctx) }),
  route({ method: 'post', path: `${P}/preference/set`, handle: ({ ctx, body }) => i18n.setPreference(ctx, body.languageCode) }),
  // Public (no token): the texts may be loaded before sign-in. Like every call (docs/API.md), the
  // answer is the envelope; its data is the flat { zh-CN text: translation } object.
  route({ method: 'get', path: `${P}/download/:file`, auth: 'public', handle: ({ params }) => i18n.download(params.file.replace(/\.json$/, '')) }),
];
