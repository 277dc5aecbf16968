import { QueryPage } from '@/kit/query';
import { PictureDialog } from '../components/PictureDialog';
import { PictureImage } from '../components/PictureImage';
import { picturesQuery } from '../schemas/pictures';

const config = picturesQuery(
  (props) => <PictureDialog {...props} />,
  (picture) => <PictureImage picture={picture} />,
);

/** Picture signatures (SPEC §2 /s/electronic-signature/picturesignature_maintenance). */
export default function PictureSignatures() {
  return <QueryPage config={config} />;
}
