import { fireEvent, render, screen } from '@testing-library/react';
import { memo, useCallback, useEffect } from 'react';
import { useLatest } from '@/kit/useLatest';

/**
 * The kit's one way to keep a value for later: a handler made once (so what depends on it is not
 * drawn again) still calls the newest callback of the latest render, and an effect that runs after a
 * commit already reads that commit's value.
 */

const buttonRendered = vi.fn();
const Button = memo(function Button({ onClick }: { onClick: () => void }) {
  buttonRendered();
  return <button onClick={onClick}>go</button>;
});

function Owner({ onGo, label }: { onGo: (label: string) => void; label: string }) {
  const latestRef = useLatest({ onGo, label });
  const click = useCallback(() => latestRef.current.onGo(latestRef.current.label), [latestRef]);
  return <Button onClick={click} />;
}

test('a handler made once calls the callback and reads the value of the latest render', () => {
  buttonRendered.mockClear();
  const first = vi.fn();
  const second = vi.fn();
  const { rerender } = render(<Owner onGo={first} label="a" />);
  rerender(<Owner onGo={second} label="b" />);
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('b');
  expect(buttonRendered).toHaveBeenCalledTimes(1);
});

function Reader({ value, seen }: { value: number; seen: number[] }) {
  const latestRef = useLatest(value);
  useEffect(() => {
    seen.push(latestRef.current);
  });
  return null;
}

test("an effect after a commit reads that commit's value", () => {
  const seen: number[] = [];
  const { rerender } = render(<Reader value={1} seen={seen} />);
  rerender(<Reader value={2} seen={seen} />);
  expect(seen).toEqual([1, 2]);
});
