import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { RichText, RichTextEditor, RichTextItem, isBlankHtml, sanitizeHtml } from '@/kit/richtext';
import { cleanPastedHtml } from '@/kit/richtext/pasteClean';
import { SAFE_HTML, XSS_BODY, XSS_VECTORS, scriptGlobal } from '../fixtures/xssVectors';
import { FastProviders, fastUser, setUpTexts } from '../support/page';

/*
 * Rich text (SPEC §2 notices and mail templates carry HTML written by people): the sanitizer's
 * strict allow-list against an XSS corpus (tests/fixtures/xssVectors.ts), the RichText view and the
 * RichTextEditor as an antd Form control.
 */

beforeAll(() => setUpTexts('en-US'));

const ALLOWED_TAGS = new Set(
  'b strong i em u s strike del ins sub sup mark small span code pre blockquote p br hr div ul ol li h1 h2 h3 h4 h5 h6 table caption colgroup col thead tbody tfoot tr th td a img'.split(
    ' ',
  ),
);
const FORBIDDEN_ATTRS = /^(on|style$|id$|name$|class$|srcset$|srcdoc$|action$|formaction$|xlink:href$|http-equiv$)/i;
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|#|\/(?!\/)|data:image\/(png|jpe?g|gif|webp|bmp);base64,)/i;

/** The sanitized markup as an inert tree (a template's content never runs anything). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function problemsOf(html: string): string[] {
  const problems: string[] = [];
  for (const el of parse(html).querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    for (const attr of [...el.attributes]) {
      if (FORBIDDEN_ATTRS.test(attr.name)) problems.push(`<${tag} ${attr.name}>`);
      if ((attr.name === 'href' || attr.name === 'src') && !SAFE_URL.test(attr.value.trim()))
        problems.push(`<${tag} ${attr.name}="${attr.value}">`);
    }
  }
  if (/javascript:|vbscript:|data:text/i.test(html)) problems.push('script URL in the text');
  return problems;
}

/** Fires every event a vector could hook on every element of `root`. */
function provoke(root: ParentNode) {
  const events = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'animationstart', 'start', 'input'];
  for (const el of root.querySelectorAll('*')) for (const type of events) el.dispatchEvent(new Event(type));
}

const xss = vi.fn();
const alertSpy = vi.fn();
let realWindow: Window;
beforeAll(() => {
  realWindow = scriptGlobal();
});
beforeEach(() => {
  xss.mockReset();
  alertSpy.mockReset();
  Object.assign(realWindow, { __xss: xss, alert: alertSpy });
});

describe('sanitizeHtml against the XSS corpus', () => {
  it('holds at least 30 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(XSS_VECTORS.map((v) => v.id)).size).toBe(XSS_VECTORS.length);
  });

  it.each(XSS_VECTORS)('$id: leaves no dangerous tag, attribute or URL, and is stable', ({ html }) => {
    const safe = sanitizeHtml(html);
    expect(problemsOf(safe)).toEqual([]);
    // A second pass changes nothing (mutation XSS lives in markup that re-parses differently).
    expect(sanitizeHtml(safe)).toBe(safe);
  });

  it('the harness notices execution: raw markup with a handler does call __xss', () => {
    const host = document.createElement('div');
    host.innerHTML = '<img src="x" onerror="top.__xss(\'control\')">';
    document.body.appendChild(host);
    provoke(host);
    host.remove();
    expect(xss).toHaveBeenCalledWith('control');
  });

  it('RichText renders the whole corpus without running any of it', () => {
    const { container } = render(<RichText html={XSS_BODY} />);
    provoke(container);
    expect(xss).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(problemsOf(container.firstElementChild!.innerHTML)).toEqual([]);
    expect(
      container.querySelector(
        'script, iframe, object, embed, form, input, button, svg, math, meta, base, link, style, template, noscript',
      ),
    ).toBeNull();
    // DOM clobbering: the global stays our function.
    expect(realWindow.__xss).toBe(xss);
  });
});

declare global {
  interface Window {
    __xss?: unknown;
  }
}

describe('sanitizeHtml keeps harmless formatting', () => {
  it('keeps headings, emphasis, lists, tables, links and images', () => {
    const out = parse(sanitizeHtml(SAFE_HTML));
    expect(out.querySelector('h2')?.textContent).toBe('Notice');
    expect(out.querySelector('b')?.textContent).toBe('Bold');
    expect(out.querySelector('i')?.textContent).toBe('italic');
    expect(out.querySelector('u')?.textContent).toBe('underlined');
    expect(out.querySelectorAll('ul li')).toHaveLength(2);
    expect(out.querySelectorAll('ol li')).toHaveLength(1);
    expect(out.querySelector('table td')?.textContent).toBe('Milk');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('https://example.com/logo.png');
    expect(out.querySelector('img')?.getAttribute('alt')).toBe('logo');
  });

  it('forces links to open in a new tab without an opener', () => {
    const a = parse(sanitizeHtml('<a href="https://example.com" target="_self" rel="opener">x</a>')).querySelector(
      'a',
    )!;
    expect(a.getAttribute('href')).toBe('https://example.com');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('accepts mailto and relative links and raster data images, drops other URLs but keeps their text', () => {
    const out = parse(
      sanitizeHtml(
        '<a href="mailto:a@b.com">m</a><a href="/web/fea-vsm/help">r</a><a href="ftp://x">f</a><a href="//evil.com">p</a>' +
          '<img src="data:image/png;base64,iVBORw0KGgo="><img src="http://x/a.gif"><img src="ftp://x/a.png">',
      ),
    );
    const hrefs = [...out.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:a@b.com', '/web/fea-vsm/help', null, null]);
    expect(out.textContent).toBe('mrfp');
    expect([...out.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      'http://x/a.gif',
      null,
    ]);
  });

  it('keeps the text of removed containers but not of scripts and styles', () => {
    expect(sanitizeHtml('<form><p>kept</p></form><script>lost()</script><style>p{}</style>')).toBe('<p>kept</p>');
  });

  it('parses no inline style or handler (Chrome reports each against the production CSP), keeping text that reads like one', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const out = sanitizeHtml(
      '<table style="min-width: 75px"><tr><td onclick=\'x()\' style=color:red title="d onload=e">a style="b" onload=c</td></tr></table><style>p{}</style>',
    );
    const parsed = parse.mock.calls.map(([html]) => html).join('');
    expect(parsed).not.toMatch(/min-width|onclick|color:red|<style/);
    expect(parsed).toContain('a style="b" onload=c');
    expect(out).toBe('<table><tbody><tr><td title="d onload=e">a style="b" onload=c</td></tr></tbody></table>');
  });

  it('isBlankHtml: only markup without text or image is blank', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<script>x</script>')).toBe(true);
    expect(isBlankHtml('<p>a</p>')).toBe(false);
    expect(isBlankHtml('<img src="https://x/y.png">')).toBe(false);
  });
});

describe('RichText', () => {
  it('shows formatted text with the class given', () => {
    const { container } = render(<RichText html="<p><b>Hello</b> world</p>" className="body" />);
    expect(container.firstElementChild).toHaveClass('vsm-richtext', 'body');
    expect(screen.getByText('Hello').tagName).toBe('B');
  });

  it('is the only place in src that writes raw HTML', () => {
    const root = path.resolve(__dirname, '../../src');
    const users: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (
          /\.(ts|tsx)$/.test(name) &&
          /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(readFileSync(file, 'utf8'))
        )
          users.push(path.relative(root, file).replace(/\\/g, '/'));
      }
    };
    walk(root);
    // The editor (Tiptap/ProseMirror) builds its DOM from its document model, never from HTML strings.
    expect(users.sort()).toEqual(['kit/richtext/RichText.tsx']);
  });
});

describe('RichTextEditor (Tiptap 3, loaded on first use)', () => {
  // jsdom lays nothing out; ProseMirror measures ranges when it scrolls the cursor into view.
  beforeAll(() => {
    const rect = () => new DOMRect(0, 0, 0, 0);
    const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Object.assign(Range.prototype, { getClientRects: rects, getBoundingClientRect: rect });
  });

  /** The editable element, once the editor's chunk has loaded. */
  const editor = () => screen.findByRole('textbox', { name: 'Body' }, { timeout: 10_000 });

  /** What a user typing does to the editable element: new DOM, read by ProseMirror's observer. */
  async function type(html: string) {
    const el = await editor();
    await act(async () => {
      el.innerHTML = html;
      fireEvent.input(el);
    });
  }

  async function paste(html: string, text = '') {
    const el = await editor();
    await act(async () => {
      fireEvent.paste(el, {
        clipboardData: {
          types: html ? ['text/html', 'text/plain'] : ['text/plain'],
          getData: (k: string) => (k === 'text/html' ? html : k === 'text/plain' ? text : ''),
        },
      });
    });
  }

  /** The editor where the portal puts it: inside a form's item (its error outline follows the item's status). */
  const InItem = ({ children }: { children: ReactNode }) => (
    <FastProviders>
      <Form>
        <Form.Item>{children}</Form.Item>
      </Form>
    </FastProviders>
  );

  it('is not part of the kit module: Tiptap loads with the first editor shown', () => {
    const source = readFileSync(path.resolve(__dirname, '../../src/kit/richtext/RichTextEditor.tsx'), 'utf8');
    expect(source).not.toMatch(/from '@tiptap/);
    expect(source).toMatch(/lazy\(\(\) => import\('\.\/TiptapEditor'\)\)/);
  });

  it('reports sanitized HTML as the user edits, and empty for blank content', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: InItem });
    await type('<p>Hi <b>there</b><a href="javascript:top.__xss(1)" onclick="top.__xss(1)">x</a></p>');
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi <strong>there</strong>x</p>');
    await type('<p><br></p>');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(xss).not.toHaveBeenCalled();
  });

  it('shows the value it is given, sanitized, and follows a new value', async () => {
    const { rerender } = render(
      <RichTextEditor aria-label="Body" value={'<p>One<script>top.__xss(2)</script></p>'} />,
      { wrapper: InItem },
    );
    expect((await editor()).innerHTML).toBe('<p>One</p>');
    rerender(<RichTextEditor aria-label="Body" value="<p>Two</p>" />);
    await waitFor(async () => expect((await editor()).innerHTML).toBe('<p>Two</p>'));
    rerender(<RichTextEditor aria-label="Body" value={undefined} />);
    await waitFor(async () => expect((await editor()).textContent).toBe(''));
    expect(xss).not.toHaveBeenCalled();
  });

  it('sanitizes pasted HTML before it enters the editor', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: InItem });
    await paste('<b>bold</b><img src=x onerror="top.__xss(3)"><a href="javascript:top.__xss(4)">l</a>');
    const el = await editor();
    expect(el.querySelector('[onerror], [href^="javascript"]')).toBeNull();
    expect(el.querySelector('strong')?.textContent).toBe('bold');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>bold</strong>l</p>');
    provoke(el);
    expect(xss).not.toHaveBeenCalled();
  });

  it('cleans a paste from Word: no Office markup, styles or list markers; headings, emphasis and lists stay', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
      '<!--StartFragment--><h2 class=MsoTitle style="color:red">通知</h2>' +
      '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><![if !supportLists]><span>·<span>&nbsp;</span></span><![endif]>' +
      '<b><span style="font-family:宋体">第一条</span></b><o:p></o:p></p><!--EndFragment--></body></html>';
    const out = parse(cleanPastedHtml(word));
    expect(out.querySelector('h2')?.textContent).toBe('通知');
    expect(out.querySelector('b')?.textContent).toBe('第一条');
    expect(out.textContent).not.toContain('·');
    expect(problemsOf(cleanPastedHtml(word))).toEqual([]);
    expect(out.querySelector('[style], [class], style')).toBeNull();
  });

  it('keeps a table pasted from Excel as a table, without its styles', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: InItem });
    await paste(
      '<html><head><style>.xl65{mso-number-format:"0.00"}</style></head><body><table border=0 width=200 style="border-collapse:collapse">' +
        '<col width=100 style="width:75pt"><tr height=19><td class=xl65 style="height:14.25pt">门店</td><td>到货日</td></tr>' +
        '<tr><td>罗湖店</td><td>2026-12-01</td></tr></table></body></html>',
      '门店\t到货日\n罗湖店\t2026-12-01',
    );
    const html = onChange.mock.lastCall![0] as string;
    const table = parse(html).querySelector('table')!;
    expect([...table.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '门店',
      '到货日',
      '罗湖店',
      '2026-12-01',
    ]);
    expect(html).not.toMatch(/style=|class=|mso-/);
  });

  it('formats by the toolbar, reachable by keyboard, and adds table rows while in a table', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" value="<p>Notice</p>" onChange={onChange} />, { wrapper: InItem });
    await editor();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Heading 1' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Notice</h2>');
    expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Heading 1' }));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Notice</p></li></ol>');
    await user.click(screen.getByRole('button', { name: 'Insert a table' }));
    expect(parse(onChange.mock.lastCall![0] as string).querySelectorAll('table tr')).toHaveLength(3);
    await user.click(await screen.findByRole('button', { name: 'Add a row below' }));
    expect(parse(onChange.mock.lastCall![0] as string).querySelectorAll('table tr')).toHaveLength(4);
    // Arrow keys move along the toolbar.
    screen.getByRole('button', { name: 'Bold (Ctrl+B)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic (Ctrl+I)' })).toHaveFocus();
    screen.getByRole('button', { name: 'Heading 1' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Clear formatting' })).toHaveFocus();
  });

  it('adds a link from the link tool (Ctrl+K), refusing script addresses', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: InItem });
    fireEvent.keyDown(await editor(), { key: 'k', ctrlKey: true });
    const url = await screen.findByRole('textbox', { name: 'Link address' });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with http://, https:// or mailto:');
    await user.clear(url);
    await user.type(url, 'https://example.com/a{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    const a = parse(onChange.mock.lastCall![0] as string).querySelector('a')!;
    expect([a.getAttribute('href'), a.textContent, a.getAttribute('rel')]).toEqual([
      'https://example.com/a',
      'https://example.com/a',
      'noopener noreferrer',
    ]);
  });

  it('SPEC §5: inserts a jpeg/png picture of at most 1MB, and refuses another kind or a larger one with the upload rule', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: InItem });
    await editor();
    const input = screen.getByLabelText<HTMLInputElement>('Insert a picture', { selector: 'input' });
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
    const choose = (file: File) => act(async () => void fireEvent.change(input, { target: { files: [file] } }));

    await choose(new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only jpeg/jpg/png images can be uploaded.');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(png);
    await choose(new File([big], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An image must not exceed 1 MB.'));
    expect(onChange).not.toHaveBeenCalled();

    await choose(new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const img = parse(onChange.mock.lastCall![0] as string).querySelector('img')!;
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(img.getAttribute('alt')).toBe('logo.png');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('as the kit RichTextItem: a required form field refusing blank markup with the SPEC §5 message', async () => {
    const user = fastUser();
    const onFinish = vi.fn();
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish} initialValues={{ body: '<p> </p><p><br></p>' }}>
          <RichTextItem name="body" labelKey="Body" placeholderKey="richtext:placeholder" />
          <Button htmlType="submit">Save</Button>
        </Form>
      );
    }
    render(<Harness />, { wrapper: FastProviders });
    const el = await editor();
    expect(el).toHaveAttribute('data-placeholder', 'Enter the text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Body')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await waitFor(() => expect(el).toHaveAttribute('aria-invalid', 'true'));
    await type('<p>Dear suppliers</p>');
    expect(el).not.toHaveClass('vsm-rte-empty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ body: '<p>Dear suppliers</p>' }));
  });

  it('survives its Suspense boundary hiding and showing it again, and antd Form focuses it', async () => {
    // A sibling that suspends (texts or code loading) hides the mounted editor, then shows it again:
    // React re-runs its layout effects (the field handle antd Form reads) before a new view exists.
    let release: () => void = () => undefined;
    let pending: Promise<void> | null = null;
    function Sibling() {
      if (pending) use(pending);
      return null;
    }
    let formRef: FormInstance | undefined;
    function Harness(_: { pass: number }) {
      const [form] = Form.useForm();
      formRef = form;
      return (
        <Form form={form}>
          <Suspense fallback={<span>loading</span>}>
            <Sibling />
            <Form.Item name="body" label="Body">
              <RichTextEditor aria-label="Body" />
            </Form.Item>
          </Suspense>
        </Form>
      );
    }
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error);
    window.addEventListener('error', onError);
    const { rerender } = render(<Harness pass={1} />, { wrapper: FastProviders });
    // On a loaded machine Tiptap destroys an editor whose effects came later than 1 ms after its render
    // (@tiptap/react scheduleDestroy); the view is then gone until the next editor is made.
    const first = (await editor()) as HTMLElement & { editor: { destroy(): void } };
    first.editor.destroy();
    pending = new Promise<void>((resolve) => (release = resolve)).then(() => {
      pending = null;
    });
    rerender(<Harness pass={2} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      release();
      await pending;
    });
    const el = await editor();
    expect(el).toBeVisible();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    act(() => formRef!.focusField('body'));
    await waitFor(() => expect(el).toHaveFocus());
  });

  it('is read-only when disabled', async () => {
    render(<RichTextEditor aria-label="Body" value="<p>x</p>" disabled />, { wrapper: InItem });
    expect(await editor()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold (Ctrl+B)' })).toBeDisabled();
  });
});
