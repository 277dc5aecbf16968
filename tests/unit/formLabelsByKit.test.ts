import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Issue 34 item 11: every form lays its labels out for the longest language through the kit
 * (SchemaForm / SchemaFields / FormDialog, or `labelLayoutProps(labelLayout(labels, n))` on a
 * feature's own antd Form), or puts them above the controls (layout="vertical"). A fixed label
 * column of a feature's own (`labelCol={{ flex: '88px' }}`, `labelWrap`) let English labels wrap
 * over the row below.
 */

const FEATURES = join(__dirname, '../../src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The opening tags of antd Forms and Form.Items in a source, and what is wrong with each. */
export function ownLabelLayouts(text: string): string[] {
  const tags = [...text.matchAll(/<Form(\.Item)?(?=[\s>])[^>]*?>/gs)].map((m) => m[0]);
  return tags.flatMap((tag) => {
    const wrong: string[] = [];
    if (/\b(labelCol|wrapperCol|labelWrap)\b/.test(tag)) wrong.push('sets its own label column');
    const isForm = !tag.startsWith('<Form.Item');
    if (isForm && !/layout="vertical"/.test(tag) && !/\{\.\.\.\w+\}/.test(tag))
      wrong.push('lays its labels out without the kit');
    return wrong.map((what) => `${tag.replace(/\s+/g, ' ').slice(0, 60)}: ${what}`);
  });
}

describe('forms lay their labels out through the kit', () => {
  it('finds a form that sets its own label column or layout', () => {
    expect(ownLabelLayouts(`<Form layout="horizontal" labelCol={{ flex: '88px' }} colon={false}>`)).toHaveLength(2);
    expect(ownLabelLayouts(`<Form.Item label={x} labelCol={{ span: 6 }}>`)).toEqual([
      '<Form.Item label={x} labelCol={{ span: 6 }}>: sets its own label column',
    ]);
    expect(ownLabelLayouts(`<Form {...labels} colon={false} className="c">`)).toEqual([]);
    expect(ownLabelLayouts(`<Form layout="vertical" component="div">`)).toEqual([]);
    expect(ownLabelLayouts(`<FormDialog title="x">`)).toEqual([]);
  });

  it('no feature renders an antd Form or Form.Item with a label column of its own', () => {
    const found = sources(FEATURES).flatMap((file) =>
      ownLabelLayouts(readFileSync(file, 'utf8')).map((hit) => `${relative(FEATURES, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
