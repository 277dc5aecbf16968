import DownOutlined from '@ant-design/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { Button, Col, Form, Row, Space } from 'antd';
import { createContext, memo, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../fields';
import { fieldRules, isEmptyValue } from '../form/rules';
import type { FieldSchema } from '../schema';
import type { SearchValues } from './urlState';
import '../form/form.css';
import { useLatest } from '../useLatest';

type Props = {
  /** Form name: prefixes the control ids (the screen id). */
  name: string;
  fields: readonly FieldSchema[];
  /** The values of the current search state (the address). */
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  /** Goes back to the fields' default values (asked again) and gives them. */
  onReset: () => SearchValues;
  loading?: boolean;
  collapsedCount: number;
};

const COL = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;
/**
 * A field of `span: 2` takes two columns, and so does every date range: its two days must both be
 * read, and in one column (157px at 1366px) each showed as "2026-1".
 */
const WIDE_COL = { xs: 24, sm: 24, lg: 16, xl: 12 } as const;
const isWide = (field: FieldSchema) => field.span === 2 || field.kind === 'range-picker';
const LABEL_COL = { flex: '104px' } as const;
const GUTTER: [number, number] = [16, 0];

/** Whether the list is answering: only the search button reads it. */
const Busy = createContext(false);

/**
 * The search form of a query screen: SPEC §3 control kinds, Enter or the query button searches,
 * reset clears, and a long form collapses to its first fields.
 */
export function SearchForm({ loading = false, onSearch, onReset, ...form }: Props) {
  const liveRef = useLatest({ onSearch, onReset });
  const search = useCallback((values: SearchValues) => liveRef.current.onSearch(values), [liveRef]);
  const reset = useCallback(() => liveRef.current.onReset(), [liveRef]);
  return (
    <Busy.Provider value={loading}>
      <SearchFormBody {...form} onSearch={search} onReset={reset} />
    </Busy.Provider>
  );
}

/**
 * The form itself, drawn again only when its criteria, their values or their fold change: not with
 * each answer of the list. antd's form items all draw again with their form (its context is a new
 * object each time), and each measures its own visibility when drawn: a layout forced in the middle of
 * the render that shows the answer.
 */
const SearchFormBody = memo(function SearchFormBody({
  name,
  fields,
  values,
  onSearch,
  onReset,
  collapsedCount,
}: Omit<Props, 'loading'>) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const folded = fields.slice(collapsedCount);
  const [expanded, setExpanded] = useState(() => folded.some((f) => !isEmptyValue(values[f.name])));
  const valuesKey = JSON.stringify(values);
  // Another search state (Back, a link, a reload of the tab): the form follows it. Only then: the
  // effect runs again each time the tab is shown, and a criterion typed but not searched yet stays.
  const followed = useRef(valuesKey);
  useEffect(() => {
    if (followed.current === valuesKey) return;
    followed.current = valuesKey;
    form.resetFields();
  }, [form, valuesKey]);

  return (
    <Form
      form={form}
      name={name}
      className="vsm-search-form"
      initialValues={values}
      onFinish={onSearch}
      labelCol={LABEL_COL}
      labelWrap
      colon={false}
      aria-label={t('kit:query.searchForm')}
    >
      <Row gutter={GUTTER}>
        {fields.map((field, i) => {
          const label = t(field.labelKey);
          const hidden = !expanded && i >= collapsedCount;
          return (
            <Col
              {...(isWide(field) ? WIDE_COL : COL)}
              key={field.name}
              style={hidden ? { display: 'none' } : undefined}
            >
              <Form.Item name={field.name} label={label} rules={fieldRules(field, label, t)} validateFirst>
                <FieldControl field={field} placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined} />
              </Form.Item>
            </Col>
          );
        })}
        <Col {...COL} className="vsm-search-buttons">
          <Form.Item>
            <Space size={8}>
              <SearchButton />
              <Button
                onClick={() => {
                  const defaults = onReset();
                  form.setFieldsValue({ ...Object.fromEntries(fields.map((f) => [f.name, undefined])), ...defaults });
                }}
              >
                {t('kit:query.reset')}
              </Button>
              {folded.length > 0 && (
                <Button type="link" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
                  {expanded ? t('kit:query.collapse') : t('kit:query.expand')}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
});

function SearchButton() {
  const { t } = useTranslation();
  const loading = useContext(Busy);
  // Spinning, not antd's `loading`: a loading button swallows its click and so the Enter of a search
  // changed while the list is still answering (the page drops a repeated one).
  return (
    <Button type="primary" htmlType="submit" icon={loading ? <LoadingOutlined /> : undefined}>
      {t('kit:query.search')}
    </Button>
  );
}
