import { Navigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { homeOf } from '../routing/registry';

/** /cas: where the sign-in portal hands back; the session is set up by then, so go home. */
export default function CasCallback() {
  const user = useSession((s) => s.user);
  return <Navigate to={homeOf(user?.userType ?? 2)} replace />;
}
