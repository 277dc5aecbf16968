import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import type { FieldSchema } from '@/kit/schema';
import { requestChange, saveBasic } from '../api';
import type { BasicEdit, ProfilePart, VendorProfile } from '../types';
import { validateProfile } from '../schemas/profileSchema';
import { useCityOfProvince } from './useCityOfProvince';

type Props = {
  part: ProfilePart;
  fields: readonly FieldSchema[];
  profile: VendorProfile;
  onDone: () => void;
  onClose: () => void;
};

/**
 * The supplier's edit of one part: the basic (contact) data is saved at once; a bank or invoicing
 * change is sent as a request for the retailer to approve (its form keeps a draft until sent).
 */
export function ChangeDialog({ part, fields, profile, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const city = useCityOfProvince(fields, profile.province);
  const initialValues = Object.fromEntries(
    fields.map((f) => [f.name, (profile as Record<string, unknown>)[f.name] ?? undefined]),
  );
  const submit = (values: Record<string, unknown>) => {
    if (part === 'basic') return saveBasic(values as BasicEdit);
    const { remark, ...data } = values;
    return requestChange(
      part,
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v == null ? '' : String(v)])),
      String(remark ?? ''),
    );
  };
  return (
    <FormDialog
      name={`vendorProfile-${part}`}
      // A change request is an application: what was typed survives a reload or a session expiry.
      draftKey={part === 'basic' ? undefined : `vendorProfile.request.${part}`}
      title={t(part === 'basic' ? 'vendorProfile:editTitle' : 'vendorProfile:requestTitle', {
        part: t(`vendorProfile:partInline.${part}`),
      })}
      fields={city.fields}
      initialValues={initialValues}
      validate={validateProfile(part)}
      onSubmit={submit}
      successKey={part === 'basic' ? 'vendorProfile:saved' : 'vendorProfile:requested'}
      okText={t(part === 'basic' ? 'vendorProfile:action.save' : 'vendorProfile:action.submitRequest')}
      onDone={onDone}
      onClose={onClose}
      columns={2}
      width={760}
    >
      {city.follower}
    </FormDialog>
  );
}
