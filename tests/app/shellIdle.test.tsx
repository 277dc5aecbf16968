import { render, screen } from '@testing-library/react';
import { memo } from 'react';
import { ShellIdleProvider, WhenShellIdle } from '@/app/layout/shellIdle';

const loaded = vi.hoisted(() => ({ texts: vi.fn(), pages: vi.fn(), tabs: vi.fn() }));
vi.mock('@/i18n', () => ({ loadRestTexts: () => (loaded.texts(), Promise.resolve()) }));
vi.mock('@/app/routing/registry', () => ({ preloadPageIndex: loaded.pages }));
vi.mock('@/app/session/signOut', () => ({ joinOtherTabs: () => (loaded.tabs(), Promise.resolve()) }));

const renders = { frame: vi.fn(), slot: vi.fn() };

/** Stands for the header's search button or the side menu's mode switch. */
function Part() {
  renders.slot();
  return <p>idle</p>;
}

/** Stands for the shell's heavy parts (tools, menu, tab bar): what must not be drawn again. */
const Frame = memo(function Frame() {
  renders.frame();
  return (
    <WhenShellIdle placeholder={<p>first screen</p>}>
      <Part />
    </WhenShellIdle>
  );
});

function Shell({ after }: { after: boolean }) {
  return (
    <ShellIdleProvider after={after}>
      <Frame />
    </ShellIdleProvider>
  );
}

it('loads what can wait once the browser is idle after the first screen, and redraws only the parts that read it', async () => {
  const { rerender } = render(<Shell after={false} />);
  expect(screen.getByText('first screen')).toBeInTheDocument();
  expect(loaded.texts).not.toHaveBeenCalled();

  rerender(<Shell after />);
  expect(await screen.findByText('idle')).toBeInTheDocument();
  expect(loaded.texts).toHaveBeenCalledTimes(1);
  expect(loaded.pages).toHaveBeenCalledTimes(1);
  expect(loaded.tabs).toHaveBeenCalledTimes(1);
  // The frame was drawn once; the part that waited, once, when idle came.
  expect(renders.frame).toHaveBeenCalledTimes(1);
  expect(renders.slot).toHaveBeenCalledTimes(1);
});
