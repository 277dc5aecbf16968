import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServerLabel } from '@/kit/dict';
import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { certDetailPath, NEW_CERT_PATH } from '../paths';
import { loadReference } from '../reference';
import { certList, VIEW_OF_PATH } from '../schemas/certLists';

/** The certificate lists of SPEC §2 (/cert/onhand … /s/license/expiredsupplier_license): one config, the route's view. */
export default function CertLists() {
  const { pathname } = useLocation();
  const view = VIEW_OF_PATH[pathname.replace(/\/$/, '')] ?? 'list';
  const side = useSide();
  const navigate = useNavigate();
  const types = useRequest((signal) => loadReference({ signal }).then((r) => r.types), []);
  const names = useServerLabel((types.data ?? []).map((t) => t.ctName));
  const config = useMemo(
    () =>
      certList(
        view,
        (types.data ?? []).map((t) => ({ ...t, ctName: names(t.ctName) })),
        {
          open: (row, pageType) => navigate(certDetailPath(side, row, pageType)),
          create: () => navigate(NEW_CERT_PATH),
        },
      ),
    [view, types.data, names, side, navigate],
  );
  return <QueryPage key={view} config={config} />;
}
