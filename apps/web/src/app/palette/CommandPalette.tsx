import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRights } from '../../lib/useSession';
import classes from './CommandPalette.module.css';
import { actionsFor } from './paletteActions';
import { findRecords } from './paletteRecords';
import { matchScreens, screensFor } from './paletteScreens';

interface Entry {
  key: string;
  group: string;
  title: string;
  detail: string;
  href: string;
  run?: () => void;
}

const optionId = (key: string) => `palette-${key}`;

/**
 * Ctrl/⌘+K: jump to any screen, start a new record or switch language, or find a trip, provider, location,
 * task, dossier, itinerary or invoice by what its list search finds.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const rights = useRights();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [search] = useDebouncedValue(typed.trim(), 250);
  const records = useQuery({
    queryKey: ['palette', search],
    queryFn: ({ signal }) => findRecords(search, rights, signal),
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });
  const screens = useMemo(() => screensFor(rights, i18n), [rights, i18n]);
  const actions = useMemo(() => actionsFor(rights, i18n), [rights, i18n]);
  const entries: Entry[] = [
    ...matchScreens(screens, typed)
      .slice(0, typed ? 8 : 12)
      .map((s) => ({ ...s, group: i18n._(s.group), detail: '' })),
    ...(typed ? matchScreens(actions, typed) : []).map((a) => ({ ...a, group: i18n._(a.group), detail: '' })),
    ...(search.length >= 2 ? (records.data ?? []) : []).map((r) => ({ ...r, group: i18n._(r.heading) })),
  ];
  const current = entries[Math.min(active, entries.length - 1)];

  const open = (entry: Entry | undefined) => {
    if (!entry) return;
    onClose();
    if (entry.run) entry.run();
    else navigate(entry.href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves && entries.length) {
      event.preventDefault();
      setActive(
        (i) => (Math.min(i, entries.length - 1) + moves[event.key]! + entries.length) % entries.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(current);
    }
  };

  return (
    <Modal opened onClose={onClose} withCloseButton={false} size="lg" title={t`Go to`} padding="sm">
      <TextInput
        data-autofocus
        role="combobox"
        aria-expanded
        aria-controls="palette-results"
        aria-activedescendant={current ? optionId(current.key) : undefined}
        aria-label={t`Screen or record to open`}
        placeholder={t`Type a screen, an action, a trip, a customer, a provider, a location, a task, a dossier, an itinerary or an invoice…`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={records.isFetching ? <Loader size={14} /> : null}
        value={typed}
        onChange={(e) => {
          setTyped(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Stack
        gap={0}
        mt="xs"
        id="palette-results"
        role="listbox"
        aria-label={t`Results`}
        className={classes.list}
      >
        {entries.map((entry, index) => (
          <UnstyledButton
            key={entry.key}
            id={optionId(entry.key)}
            role="option"
            aria-selected={entry === current}
            className={classes.option}
            tabIndex={-1}
            onMouseEnter={() => setActive(index)}
            onClick={() => open(entry)}
          >
            <Text size="sm" fw={500} span>
              {entry.title}
            </Text>
            {entry.detail && (
              <Text size="sm" c="dimmed" span>
                {` · ${entry.detail}`}
              </Text>
            )}
            <Text size="xs" c="dimmed" span className={classes.group}>
              {entry.group}
            </Text>
          </UnstyledButton>
        ))}
        {entries.length === 0 && (
          <Text size="sm" c="dimmed" p="sm" role="status">
            {records.isFetching ? <Trans>Searching…</Trans> : <Trans>Nothing found</Trans>}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
