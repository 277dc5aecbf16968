import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SessionUser } from '@/api/types';
import { StatusTag } from '@/kit/dict';
import type { SearchHit, SearchSource } from '@/kit/search';
import { flattenPages, useMenu } from '@/stores/menu';
import { findRoute } from '../routing/registry';
import { createFinder, type SourceAnswer } from './engine';
import { matchScreens, screensFirst, segmentsOf, type Screen } from './match';
import { readRecent, rememberRecent, type RecentDocument } from './recent';
import { searchSources } from './sources';
import './findAnything.css';

type Props = {
  user: SessionUser;
  onClose: () => void;
  /** Overrides the collected sources (tests). */
  sources?: readonly SearchSource[];
};

type Option =
  | { kind: 'screen'; id: string; screen: Screen }
  | { kind: 'document'; id: string; kindKey: string; hit: SearchHit | RecentDocument };
type Group = { id: string; label: string; options: Option[] };

/** The user's side and the screens of the user's menu that this build has, by their path. */
function useMenuScreens(side: 'supplier' | 'retailer') {
  const { t } = useTranslation();
  const modules = useMenu((s) => s.modules);
  return useMemo(() => {
    const screens = new Map<string, Screen>();
    for (const module of flattenPages(modules)) {
      const url = module.moduleUrl.split('?')[0];
      const match = findRoute(url);
      if (!match || match.def.side !== side || screens.has(match.def.path)) continue;
      screens.set(match.def.path, { path: module.moduleUrl, title: t(match.def.titleKey) });
    }
    return screens;
  }, [modules, side, t]);
}

function Marked({ text, typed }: { text: string; typed: string }) {
  return (
    <>
      {segmentsOf(text, typed).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

/**
 * Find anything (the shell's search box, a lazy chunk): any part of a document number, a barcode,
 * goods code or name, a reservation, contract or certificate number, a supplier (retailer side) or a
 * screen's name. The lists of the domains the user's menu shows are asked in parallel (engine.ts),
 * each group shown as it arrives; the WAI-ARIA combobox pattern, keyboard alone: Up/Down, Enter, Esc.
 */
export function FindAnything({ user, onClose, sources = searchSources }: Props) {
  const { t } = useTranslation(['search']);
  const navigate = useNavigate();
  const side = user.userType === 1 ? 'retailer' : 'supplier';
  const screens = useMenuScreens(side);
  const usable = useMemo(
    () => sources.filter((s) => s.side === side && [...screens.keys()].some((path) => path === s.path)),
    [sources, side, screens],
  );
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<{ text: string; bySource: Record<string, SourceAnswer> }>({
    text: '',
    bySource: {},
  });
  const [active, setActive] = useState(0);
  const [recent] = useState(() => readRecent(user.account));
  // Answers are kept for the text they answer: the box starts afresh at each keystroke (onChange).
  const finder = useMemo(
    () =>
      createFinder(usable, (searched, id, answer) =>
        setAnswers((a) => (a.text === searched ? { text: searched, bySource: { ...a.bySource, [id]: answer } } : a)),
      ),
    [usable],
  );
  useEffect(() => () => finder.cancel(), [finder]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const typed = text.trim();
  const groups = useMemo<Group[]>(() => {
    if (!typed) {
      const options = recent.map<Option>((doc, i) => ({
        kind: 'document',
        id: `recent-${i}`,
        kindKey: doc.kindKey,
        hit: doc,
      }));
      return options.length ? [{ id: 'recent', label: t('search:recent'), options }] : [];
    }
    const screenGroup: Group = {
      id: 'screens',
      label: t('search:screens'),
      options: matchScreens([...screens.values()], typed).map((screen) => ({
        kind: 'screen',
        id: `screen-${screen.path}`,
        screen,
      })),
    };
    const current = answers.text === typed ? answers.bySource : {};
    const documentGroups = usable.flatMap<Group>((source) => {
      const answer = current[source.id];
      if (answer?.status !== 'done' || answer.hits.length === 0) return [];
      return [
        {
          id: source.id,
          label: t(source.kindKey),
          options: answer.hits.map((hit) => ({
            kind: 'document',
            id: `${source.id}-${hit.key}`,
            kindKey: source.kindKey,
            hit,
          })),
        },
      ];
    });
    const withScreens = screenGroup.options.length ? [screenGroup] : [];
    return screensFirst(typed) ? [...withScreens, ...documentGroups] : [...documentGroups, ...withScreens];
  }, [typed, recent, screens, answers, usable, t]);
  const options = groups.flatMap((g) => g.options);
  const current = answers.text === typed ? Object.values(answers.bySource) : [];
  const asked = typed ? usable.filter((source) => !source.accepts || source.accepts(typed)).length : 0;
  const searching = asked > 0 && (current.length < asked || current.some((a) => a.status === 'loading'));
  const failed = current.filter((a) => a.status === 'failed').length;
  const shownActive = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  const choose = (option: Option) => {
    finder.cancel();
    if (option.kind === 'screen') navigate(option.screen.path);
    else {
      const { hit, kindKey } = option;
      rememberRecent(user.account, {
        key: hit.key,
        number: hit.number,
        name: hit.name,
        statusKey: hit.statusKey,
        tone: hit.tone,
        date: hit.date,
        party: hit.party,
        to: hit.to,
        kindKey,
      });
      navigate(hit.to);
    }
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((shownActive + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (options[shownActive]) choose(options[shownActive]);
    } else if (e.key === 'Tab') {
      // The box is a modal dialog with one control: the focus stays in it until Esc or a choice.
      e.preventDefault();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finder.cancel();
      onClose();
    }
  };

  const status: ReactNode = !typed
    ? options.length
      ? null
      : t('search:noRecent')
    : searching
      ? t('search:searching')
      : options.length === 0
        ? t('search:noResults', { text: typed })
        : t('search:resultCount', { count: options.length });
  let index = -1;

  return (
    <div className="vsm-find-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="vsm-find" role="dialog" aria-modal="true" aria-label={t('search:title')}>
        <input
          ref={inputRef}
          className="vsm-find-input"
          type="text"
          role="combobox"
          aria-label={t('search:label')}
          placeholder={t('search:placeholder')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(shownActive) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            setActive(0);
            setAnswers({ text: next.trim(), bySource: {} });
            finder.search(next);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="vsm-find-status" role="status" aria-live="polite">
          {status}
          {typed && failed > 0 && !searching ? ` ${t('search:someFailed', { count: failed })}` : null}
        </div>
        <ul id={listId} role="listbox" aria-label={t('search:results')} className="vsm-find-list">
          {groups.map((group) => (
            <li key={group.id} role="presentation">
              <div className="vsm-find-group" id={`${listId}-${group.id}`} aria-hidden="true">
                {group.label}
              </div>
              <ul role="group" aria-labelledby={`${listId}-${group.id}`}>
                {group.options.map((option) => {
                  index += 1;
                  const i = index;
                  const selected = i === shownActive;
                  return (
                    <li
                      key={option.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={selected}
                      className={selected ? 'vsm-find-option vsm-find-active' : 'vsm-find-option'}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(option)}
                      onMouseMove={() => !selected && setActive(i)}
                    >
                      {option.kind === 'screen' ? (
                        <>
                          <span className="vsm-find-kind">{t('search:kind.screen')}</span>
                          <span className="vsm-find-number">
                            <Marked text={option.screen.title} typed={typed} />
                          </span>
                        </>
                      ) : (
                        <>
                          <span className="vsm-find-kind">{t(option.kindKey)}</span>
                          <span className="vsm-find-number">
                            <Marked text={option.hit.number} typed={typed} />
                          </span>
                          {option.hit.statusKey && (
                            <StatusTag tone={option.hit.tone}>{t(option.hit.statusKey)}</StatusTag>
                          )}
                          {option.hit.name && (
                            <span className="vsm-find-name">
                              <Marked text={option.hit.name} typed={typed} />
                            </span>
                          )}
                          {option.hit.date && <span className="vsm-find-date">{option.hit.date.slice(0, 10)}</span>}
                          {option.hit.party && <span className="vsm-find-party">{option.hit.party}</span>}
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
        <div className="vsm-find-hint" aria-hidden="true">
          {t('search:keys')}
        </div>
      </div>
    </div>
  );
}

export default FindAnything;
