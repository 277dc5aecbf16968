import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useShellNavigate } from '../routing/useShellNavigate';
import type { SessionUser } from '@/api/types';
import { StatusTag } from '@/kit/dict';
import type { SearchHit, SearchSource } from '@/kit/search';
import { flattenPages, useMenu } from '@/stores/menu';
import { dropPageIntent, intendPage } from '../routing/pageIntent';
import { routeOfAddress } from '../routing/registry';
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
/** Where choosing an option goes. */
const addressOf = (option: Option) => (option.kind === 'screen' ? option.screen.path : option.hit.to);
/** A list's answer, with its group of results once it has any. */
type Answer = SourceAnswer & { group?: Group };

/** The group of results of one list's answer. */
const groupOf = (source: SearchSource, hits: SearchHit[], t: TFunction): Group => ({
  id: source.id,
  label: t(source.kindKey),
  options: hits.map((hit) => ({ kind: 'document', id: `${source.id}-${hit.key}`, kindKey: source.kindKey, hit })),
});

/** The user's side and the screens of the user's menu that this build has, by their path. */
function useMenuScreens(side: 'supplier' | 'retailer') {
  const { t } = useTranslation();
  const modules = useMenu((s) => s.modules);
  return useMemo(() => {
    const screens = new Map<string, Screen>();
    for (const module of flattenPages(modules)) {
      const match = routeOfAddress(module.moduleUrl);
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

type GroupProps = {
  group: Group;
  typed: string;
  listId: string;
  /** The index (over every group) of the group's first option. */
  first: number;
  /** The active option's index within this group, or -1. */
  active: number;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
};

/**
 * One group of results. Memoised: an answer arriving renders its own group (and the box's status), not
 * every row again, and Up/Down render the two groups whose active option changes.
 */
const ResultGroup = memo(function ResultGroup({ group, typed, listId, first, active, onChoose, onHover }: GroupProps) {
  const { t } = useTranslation(['search']);
  return (
    <li role="presentation">
      <div className="vsm-find-group" id={`${listId}-${group.id}`} aria-hidden="true">
        {group.label}
      </div>
      <ul role="group" aria-labelledby={`${listId}-${group.id}`}>
        {group.options.map((option, n) => {
          const i = first + n;
          const selected = n === active;
          return (
            <li
              key={option.id}
              id={optionIdOf(listId, i)}
              role="option"
              aria-selected={selected}
              className={selected ? 'vsm-find-option vsm-find-active' : 'vsm-find-option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(option)}
              onMouseMove={() => !selected && onHover(i)}
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
                  {option.hit.statusKey && <StatusTag tone={option.hit.tone}>{t(option.hit.statusKey)}</StatusTag>}
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
  );
});

const optionIdOf = (listId: string, i: number) => `${listId}-option-${i}`;

/**
 * Find anything (the shell's search box, a lazy chunk): any part of a document number, a barcode,
 * goods code or name, a reservation, contract or certificate number, a supplier (retailer side) or a
 * screen's name. The lists of the domains the user's menu shows are asked in parallel (engine.ts),
 * each group shown as it arrives; the WAI-ARIA combobox pattern, keyboard alone: Up/Down, Enter, Esc.
 */
export function FindAnything({ user, onClose, sources = searchSources }: Props) {
  const { t } = useTranslation(['search']);
  const navigate = useShellNavigate();
  const side = user.userType === 1 ? 'retailer' : 'supplier';
  const screens = useMenuScreens(side);
  const usable = useMemo(
    () => sources.filter((s) => s.side === side && [...screens.keys()].some((path) => path === s.path)),
    [sources, side, screens],
  );
  const [text, setText] = useState('');
  const [answers, setAnswers] = useState<{ text: string; bySource: Record<string, Answer> }>({
    text: '',
    bySource: {},
  });
  const [active, setActive] = useState(0);
  const [recent] = useState(() => readRecent(user.account));
  // Answers are kept for the text they answer: the box starts afresh at each keystroke (onChange). An
  // answer's group is made once, as it arrives (ResultGroup is memoised on it), and rendered as a
  // transition: React renders it in slices, a keystroke meanwhile comes first.
  const finder = useMemo(
    () =>
      createFinder(usable, (searched, id, answer) => {
        const source = usable.find((s) => s.id === id)!;
        const entry: Answer =
          answer.status === 'done' && answer.hits.length > 0
            ? { ...answer, group: groupOf(source, answer.hits, t) }
            : answer;
        startTransition(() =>
          setAnswers((a) => (a.text === searched ? { text: searched, bySource: { ...a.bySource, [id]: entry } } : a)),
        );
      }),
    [usable, t],
  );
  useEffect(() => () => finder.cancel(), [finder]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  // The input follows each key at once; the results (and all that reads them) follow in the background.
  const typed = useDeferredValue(text.trim());
  const shown = useDeferredValue(answers);
  const recentGroup = useMemo<Group[]>(() => {
    const options = recent.map<Option>((doc, i) => ({
      kind: 'document',
      id: `recent-${i}`,
      kindKey: doc.kindKey,
      hit: doc,
    }));
    return options.length ? [{ id: 'recent', label: t('search:recent'), options }] : [];
  }, [recent, t]);
  const screenGroup = useMemo<Group[]>(() => {
    const options = matchScreens([...screens.values()], typed).map<Option>((screen) => ({
      kind: 'screen',
      id: `screen-${screen.path}`,
      screen,
    }));
    return options.length ? [{ id: 'screens', label: t('search:screens'), options }] : [];
  }, [screens, typed, t]);
  const groups = useMemo<Group[]>(() => {
    if (!typed) return recentGroup;
    const current = shown.text === typed ? shown.bySource : {};
    const documentGroups = usable.flatMap<Group>((source) => {
      const group = current[source.id]?.group;
      return group ? [group] : [];
    });
    return screensFirst(typed) ? [...screenGroup, ...documentGroups] : [...documentGroups, ...screenGroup];
  }, [typed, recentGroup, screenGroup, shown, usable]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const current = shown.text === typed ? Object.values(shown.bySource) : [];
  const asked = typed ? usable.filter((source) => !source.accepts || source.accepts(typed)).length : 0;
  const searching = asked > 0 && (current.length < asked || current.some((a) => a.status === 'loading'));
  const failed = current.filter((a) => a.status === 'failed').length;
  const shownActive = Math.min(active, Math.max(options.length - 1, 0));

  const choose = (option: Option) => {
    finder.cancel();
    if (option.kind === 'document') {
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
    }
    navigate(addressOf(option));
    onClose();
  };
  // The option Enter would open: its screen's code loads once it stays the active one with every answer in
  // (routing/pageIntent), so that loading it does not hold back the answers' drawing.
  const activeAddress = !searching && options[shownActive] ? addressOf(options[shownActive]) : undefined;
  useEffect(() => {
    if (activeAddress) intendPage(activeAddress);
    return dropPageIntent;
  }, [activeAddress]);
  // The groups get one function for good (memo): it calls the latest `choose`.
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });
  const onChoose = useCallback((option: Option) => chooseRef.current(option), []);

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

  // The box renders once per list's answer: its texts are looked up when they change, not at each render
  // (an i18next lookup costs about 1 ms at CPU ×4, and there are a dozen of them).
  const texts = useMemo(
    () => ({
      title: t('search:title'),
      label: t('search:label'),
      placeholder: t('search:placeholder'),
      results: t('search:results'),
      keys: t('search:keys'),
    }),
    [t],
  );
  const count = options.length;
  const status: ReactNode = useMemo(
    () =>
      !typed
        ? count
          ? null
          : t('search:noRecent')
        : searching
          ? t('search:searching')
          : count === 0
            ? t('search:noResults', { text: typed })
            : t('search:resultCount', { count }),
    [typed, searching, count, t],
  );
  const someFailed = useMemo(
    () => (typed && failed > 0 && !searching ? ` ${t('search:someFailed', { count: failed })}` : null),
    [typed, failed, searching, t],
  );
  let first = 0;

  return (
    <div className="vsm-find-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="vsm-find" role="dialog" aria-modal="true" aria-label={texts.title}>
        <input
          ref={inputRef}
          className="vsm-find-input"
          type="text"
          role="combobox"
          aria-label={texts.label}
          placeholder={texts.placeholder}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionIdOf(listId, shownActive) : undefined}
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
          {someFailed}
        </div>
        <ul id={listId} role="listbox" aria-label={texts.results} className="vsm-find-list">
          {groups.map((group) => {
            const at = first;
            first += group.options.length;
            const inGroup = shownActive - at;
            return (
              <ResultGroup
                key={group.id}
                group={group}
                typed={typed}
                listId={listId}
                first={at}
                active={inGroup >= 0 && inGroup < group.options.length ? inGroup : -1}
                onChoose={onChoose}
                onHover={setActive}
              />
            );
          })}
        </ul>
        <div className="vsm-find-hint" aria-hidden="true">
          {texts.keys}
        </div>
      </div>
    </div>
  );
}

export default FindAnything;
