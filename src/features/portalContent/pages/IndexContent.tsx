import { contentScreen } from './contentPage';

/** The portal home page's content blocks (SPEC §2 /s/maintenance/index). */
export default contentScreen('index');
