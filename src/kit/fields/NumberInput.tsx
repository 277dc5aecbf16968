import { InputNumber, type GetRef, type InputNumberProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Ref = GetRef<typeof InputNumber>;

/** The step buttons' names antd writes in English whatever the language ('Increase Value'). */
const STEP_BUTTONS = '[role="button"][aria-label]';

/**
 * antd's InputNumber with its step buttons named in the user's language (a screen reader reads
 * them): antd's own names are English literals that no locale replaces.
 */
export function NumberInput<T extends number = number>(props: InputNumberProps<T>) {
  const { t } = useTranslation('kit');
  const ref = useRef<Ref>(null);
  const up = t('form.increase');
  const down = t('form.decrease');
  useLayoutEffect(() => {
    ref.current?.nativeElement?.querySelectorAll<HTMLElement>(STEP_BUTTONS).forEach((button) => {
      button.setAttribute('aria-label', button.className.includes('-action-up') ? up : down);
    });
  });
  return <InputNumber<T> ref={ref} {...props} />;
}
