import { useMediaQuery } from '@/kit/useMediaQuery';

/** Whether the system asks for less motion (the user's accessibility setting); follows its changes. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
