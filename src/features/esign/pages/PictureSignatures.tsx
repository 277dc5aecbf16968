import { QueryPage } from '@/kit/query';
import { PictureDialog } from '../components/PictureDialog';
import { picturesQuery } from '../schemas/pictures';

const config = picturesQuery((props) => <PictureDialog {...props} />);

/** Picture signatures (SPEC §2 /s/electronic-signature/picturesignature_maintenance). */
export default function PictureSignatures() {
  return <QueryPage config={config} />;
}
