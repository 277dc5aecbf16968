import { fireEvent, render } from '@testing-library/react';
import { typingIn, useDocumentKeydown } from '@/kit/useDocumentKeydown';

/**
 * The kit's one way to listen for keys anywhere in the page (the header's Ctrl+K and "/", the phone
 * menu's Escape, the previews' arrows): the latest render's handler, only while mounted and enabled.
 */

function Listener({ onKey, enabled }: { onKey: (key: string) => void; enabled?: boolean }) {
  useDocumentKeydown((event) => onKey(event.key), enabled);
  return <input aria-label="field" />;
}

test('a key pressed anywhere reaches the handler of the latest render', () => {
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = render(<Listener onKey={first} />);
  rerender(<Listener onKey={second} />);
  fireEvent.keyDown(document.body, { key: 'ArrowRight' });
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('ArrowRight');
});

test('nothing is heard while disabled or once unmounted', () => {
  const onKey = vi.fn();
  const { rerender, unmount } = render(<Listener onKey={onKey} enabled={false} />);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onKey).not.toHaveBeenCalled();
  rerender(<Listener onKey={onKey} enabled />);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onKey).toHaveBeenCalledTimes(1);
  unmount();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onKey).toHaveBeenCalledTimes(1);
});

test('typing in a field, an editable text or a combobox is typing; a button or the page is not', () => {
  const { getByLabelText } = render(
    <div>
      <Listener onKey={() => undefined} />
      <div contentEditable suppressContentEditableWarning aria-label="editor">
        text
      </div>
      <div role="combobox" aria-controls="list" aria-expanded={false}>
        <span aria-label="inside">x</span>
      </div>
      <button>go</button>
    </div>,
  );
  const editor = getByLabelText('editor');
  // jsdom does not compute isContentEditable.
  Object.defineProperty(editor, 'isContentEditable', { value: true });
  expect(typingIn(getByLabelText('field'))).toBe(true);
  expect(typingIn(editor)).toBe(true);
  expect(typingIn(getByLabelText('inside'))).toBe(true);
  expect(typingIn(document.querySelector('button'))).toBe(false);
  expect(typingIn(document.body)).toBe(false);
  expect(typingIn(null)).toBe(false);
});
