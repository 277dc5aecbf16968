import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { RichText, RichTextEditor, isBlankHtml, sanitizeHtml } from '@/kit/richtext';
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
    // The editor writes sanitized HTML into its own contentEditable (value in, paste in).
    expect(users.sort()).toEqual(['kit/richtext/RichText.tsx', 'kit/richtext/RichTextEditor.tsx']);
  });
});

describe('RichTextEditor', () => {
  const editor = () => screen.getByRole('textbox', { name: 'Body' });

  /** What a user typing does to a contentEditable: new DOM, then an input event. */
  function type(html: string) {
    act(() => {
      editor().innerHTML = html;
      fireEvent.input(editor());
    });
  }

  it('reports sanitized HTML as the user edits, and empty for blank content', () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: FastProviders });
    type('<p>Hi <b>there</b><img src=x onerror="top.__xss(1)"></p>');
    // The image lost its handler and its (relative, non-http) address.
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi <b>there</b><img></p>');
    type('<p><br></p>');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(xss).not.toHaveBeenCalled();
  });

  it('shows the value it is given, sanitized, and follows a new value', () => {
    const { rerender } = render(
      <RichTextEditor aria-label="Body" value={'<p>One<script>top.__xss(2)</script></p>'} />,
      { wrapper: FastProviders },
    );
    expect(editor().innerHTML).toBe('<p>One</p>');
    rerender(<RichTextEditor aria-label="Body" value="<p>Two</p>" />);
    expect(editor().innerHTML).toBe('<p>Two</p>');
    rerender(<RichTextEditor aria-label="Body" value={undefined} />);
    expect(editor().innerHTML).toBe('');
  });

  it('sanitizes pasted HTML before it enters the editor', () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: FastProviders });
    const data = {
      getData: (kind: string) =>
        kind === 'text/html'
          ? '<b>bold</b><img src=x onerror="top.__xss(3)"><a href="javascript:top.__xss(4)">l</a>'
          : '',
    };
    act(() => {
      fireEvent.paste(editor(), { clipboardData: data });
    });
    expect(editor().querySelector('[onerror]')).toBeNull();
    expect(editor().querySelector('b')?.textContent).toBe('bold');
    expect(onChange).toHaveBeenLastCalledWith('<b>bold</b><img><a target="_blank" rel="noopener noreferrer">l</a>');
    provoke(editor());
    expect(xss).not.toHaveBeenCalled();
  });

  it('pastes plain text as text', () => {
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: FastProviders });
    act(() => {
      fireEvent.paste(editor(), {
        clipboardData: { getData: (kind: string) => (kind === 'text/plain' ? '<i>a</i>\nb' : '') },
      });
    });
    expect(onChange).toHaveBeenLastCalledWith('&lt;i&gt;a&lt;/i&gt;<br>b');
  });

  it('runs the toolbar commands, reachable by keyboard', async () => {
    const execCommand = vi.fn(() => true);
    Object.assign(document, { execCommand });
    try {
      const user = fastUser();
      render(<RichTextEditor aria-label="Body" onChange={() => undefined} />, { wrapper: FastProviders });
      expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Bold (Ctrl+B)' }));
      await user.click(screen.getByRole('button', { name: 'Numbered list' }));
      await user.click(screen.getByRole('button', { name: 'Clear formatting' }));
      expect(execCommand.mock.calls.map((c: unknown[]) => c[0])).toEqual([
        'bold',
        'insertOrderedList',
        'removeFormat',
        'unlink',
      ]);
      // Arrow keys move along the toolbar; Enter presses the focused tool.
      screen.getByRole('button', { name: 'Bold (Ctrl+B)' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Italic (Ctrl+I)' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(screen.getByRole('button', { name: 'Clear formatting' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');
      expect(execCommand).toHaveBeenLastCalledWith('insertUnorderedList', false, undefined);
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('adds a link from the link tool (Ctrl+K), refusing script addresses', async () => {
    const user = fastUser();
    const onChange = vi.fn();
    render(<RichTextEditor aria-label="Body" onChange={onChange} />, { wrapper: FastProviders });
    editor().focus();
    fireEvent.keyDown(editor(), { key: 'k', ctrlKey: true });
    const url = await screen.findByRole('textbox', { name: 'Link address' });
    await user.clear(url);
    await user.type(url, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an address starting with http://, https:// or mailto:');
    await user.clear(url);
    await user.type(url, 'https://example.com/a{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https://example.com/a</a>',
    );
  });

  it('works as a required antd Form control', async () => {
    const user = fastUser();
    const onFinish = vi.fn();
    function Harness() {
      const [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish} initialValues={{ body: '' }}>
          <Form.Item name="body" label="Body" rules={[{ required: true, message: 'Please enter the body' }]}>
            <RichTextEditor aria-label="Body" placeholderKey="richtext:placeholder" />
          </Form.Item>
          <Button htmlType="submit">Save</Button>
        </Form>
      );
    }
    render(<Harness />, { wrapper: FastProviders });
    expect(editor()).toHaveAttribute('data-placeholder', 'Enter the text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the body')).toBeInTheDocument();
    await waitFor(() => expect(editor()).toHaveAttribute('aria-invalid', 'true'));
    type('<p>Dear suppliers</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ body: '<p>Dear suppliers</p>' }));
  });

  it('is read-only when disabled', () => {
    render(<RichTextEditor aria-label="Body" value="<p>x</p>" disabled />, { wrapper: FastProviders });
    expect(editor()).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold (Ctrl+B)' })).toBeDisabled();
  });
});
