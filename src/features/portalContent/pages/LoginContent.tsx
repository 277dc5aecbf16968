import { contentScreen } from './contentPage';

/** The supplier sign-in portal's banners and dynamic items (SPEC §2 /s/maintenance/login). */
export default contentScreen('login');
