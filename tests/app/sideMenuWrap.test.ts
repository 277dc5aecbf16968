import { readFileSync } from 'node:fs';

/**
 * SPEC §1 languages: English menu titles are longer than the side menu is wide ("Tax reduction and
 * exemption", "Joint-venture cost review" read "Joint-venture cost rev…"). The expanded menu wraps a
 * long title onto a second line. jsdom lays nothing out, so the test reads the shell's rule and checks
 * it outranks antd's one-line item (`.ant-menu-inline .ant-menu-item`: fixed height, no wrapping).
 */
it('the expanded side menu wraps a long title instead of cutting it', () => {
  const css = readFileSync('src/app/styles.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selectors]) =>
    selectors.split(',').some((s) => s.trim() === '.side-menu .ant-menu-inline .ant-menu-item'),
  );
  expect(rule, 'a rule for the expanded menu items').toBeDefined();
  const body = rule![2];
  expect(body).toMatch(/white-space:\s*normal/);
  expect(body).toMatch(/height:\s*auto/);
  expect(rule![1]).toContain('.side-menu .ant-menu-inline .ant-menu-submenu-title');
});
