import { Navigate, useLocation } from 'react-router-dom';
import type { SessionUser } from '@/api/types';
import { ShellLayout } from './layout/ShellLayout';
import { findRoute, redirectOfAddress, sideOfPath, type RouteMatch } from './routing/registry';
import { RoutePage } from './routing/RoutePage';
import { SessionGate } from './session/SessionGate';

function SignedIn({
  user,
  pathname,
  search,
  match,
}: {
  user: SessionUser;
  pathname: string;
  search: string;
  match: RouteMatch | null;
}) {
  const redirect = redirectOfAddress(user.userType, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  // Keyed: going from one standalone page to another (/ca → /withdrawalCa) mounts the new page.
  if (match?.def.side === 'standalone')
    return <RoutePage key={match.def.path} def={match.def} location={{ pathname, search }} />;
  const side = sideOfPath(pathname);
  return <ShellLayout user={user} side={side} match={match?.def.side === side ? match : null} />;
}

/** The one route of the router: decides between public pages, sign-in and the shell. */
export function AppRoot() {
  const { pathname, search } = useLocation();
  const match = findRoute(pathname);
  if (match?.def.public) return <RoutePage key={match.def.path} def={match.def} location={{ pathname, search }} />;
  return (
    <SessionGate>{(user) => <SignedIn user={user} pathname={pathname} search={search} match={match} />}</SessionGate>
  );
}
