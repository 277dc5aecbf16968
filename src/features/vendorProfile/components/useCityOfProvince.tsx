import { Form } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCityOptions } from '@/kit/dict';
import type { FieldSchema } from '@/kit/schema';

/**
 * The address's city select follows its province: it offers the chosen province's cities only (the
 * server refuses a city outside its province) and is emptied when the province changes. Returns
 * the fields with the city's options and an element to place inside the form.
 */
export function useCityOfProvince(
  fields: readonly FieldSchema[],
  initialProvince: string | undefined,
): { fields: readonly FieldSchema[]; follower: ReactNode } {
  const [province, setProvince] = useState(initialProvince);
  const cities = useCityOptions(province);
  const following = fields.some((f) => f.name === 'city');
  const shown = useMemo(
    () => (following ? fields.map((f) => (f.name === 'city' ? { ...f, options: cities } : f)) : fields),
    [fields, following, cities],
  );
  const follower = following ? (
    <Form.Item
      noStyle
      shouldUpdate={(before: Record<string, unknown>, after: Record<string, unknown>) =>
        before.province !== after.province
      }
    >
      {(form) => (
        <ProvinceChange province={form.getFieldValue('province') as string | undefined} onChange={setProvince} />
      )}
    </Form.Item>
  ) : null;
  return { fields: shown, follower };
}

function ProvinceChange({
  province,
  onChange,
}: {
  province: string | undefined;
  onChange: (province: string | undefined) => void;
}) {
  const form = Form.useFormInstance();
  const last = useRef(province);
  useEffect(() => {
    if (last.current === province) return;
    last.current = province;
    form.setFieldValue('city', undefined);
    onChange(province);
  }, [form, province, onChange]);
  return null;
}
