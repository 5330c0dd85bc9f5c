import { Trans, useLingui } from '@lingui/react/macro';
import { blankTraveller } from '@trips/shared/modules/hospedajes/travellers.blank';
import type { PageLang } from '@trips/shared/modules/traveller-links/traveller-links.constants';
import type { TravellerPage as PageData } from '@trips/shared/modules/traveller-links/traveller-links.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LanguageSwitch } from './LanguageSwitch';
import { loadPage, PageFailure, savePage } from './pageApi';
import { browserLang, showIn } from './pageLocale';
import { RefusedView } from './RefusedView';
import { type Draft, TravellerCard } from './TravellerCard';
import classes from './TravellerPage.module.css';
import { TripGlance } from './TripGlance';

const token = decodeURIComponent(window.location.pathname.split('/traveller/')[1] ?? '');
const blank = (): Draft => ({ ...blankTraveller, id: null });
const isBlank = (d: Draft) => Object.entries(blankTraveller).every(([k, v]) => (d[k] ?? null) === v);

/** The travellers as cards: those saved, and blank ones up to the party's size. */
function draftOf(data: PageData): Draft[] {
  const rows = data.travellers.map((t) => ({ ...t }) as Draft);
  while (rows.length < data.trip.people) rows.push(blank());
  return rows;
}

/** Cards left blank at the end are not sent (a party may be smaller than booked). */
function toSend(draft: Draft[]) {
  let end = draft.length;
  while (end > 1 && isBlank(draft[end - 1]!)) end--;
  return draft.slice(0, end);
}

/** /traveller/{token}: the travellers fill in their details and see their trip, without signing in. */
export default function TravellerPage() {
  const { t, i18n } = useLingui();
  const [lang, setLang] = useState<PageLang | null>(null);
  const [data, setData] = useState<PageData | null>(null);
  const [draft, setDraft] = useState<Draft[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [refused, setRefused] = useState<PageFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const choose = useCallback((next: PageLang) => {
    void showIn(next).then(() => setLang(next));
  }, []);

  useEffect(() => {
    const first = browserLang();
    loadPage(token, first)
      .then((page) => {
        setData(page);
        setDraft(draftOf(page));
        choose(page.lang);
      })
      .catch((error: unknown) => {
        const failure = error instanceof PageFailure ? error : new PageFailure(0, 'network');
        setRefused(failure);
        choose((failure.body.lang as PageLang | null | undefined) ?? first);
      });
  }, [choose]);

  useEffect(() => {
    document.title = data ? `${data.trip.name} · ${t`Traveller details`}` : t`Your trip`;
  }, [data, t]);

  const change = (index: number, key: string, value: Draft[string]) =>
    setDraft((rows) => rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  async function save() {
    if (!data || !lang) return;
    setSaving(true);
    setNotice(null);
    try {
      const page = await savePage(
        token,
        { version: data.version, base: data.travellers, travellers: toSend(draft) as never },
        lang,
      );
      setData(page);
      setDraft(draftOf(page));
      setErrors({});
      setNotice({ kind: 'status', text: page.message ?? '' });
    } catch (error) {
      const failure = error instanceof PageFailure ? error : new PageFailure(0, 'network');
      if (failure.status === 404 || failure.status === 410) setRefused(failure);
      setErrors(failure.body.field_errors ?? {});
      setNotice({
        kind: 'alert',
        text:
          failure.status === 0
            ? t`Your details could not be sent. Please check your connection and try again.`
            : failure.status === 429
              ? t`Too many attempts. Please wait a few minutes and try again.`
              : failure.message,
      });
      // What was valid is saved: read it again as the base of the next save, keeping what is typed.
      if (failure.status === 400) setData(await loadPage(token, lang).catch(() => data));
      requestAnimationFrame(() => alertRef.current?.focus());
    } finally {
      setSaving(false);
    }
  }

  const body = () => {
    if (!lang) return <p role="status">{t`Loading…`}</p>;
    if (refused) return <RefusedView failure={refused} />;
    if (!data) return <p role="status">{t`Loading…`}</p>;
    const missing = new Set(data.missing);
    const left = data.missing.length;
    return (
      <form
        className={classes.column}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TripGlance trip={data.trip} />
        <section className={classes.card} aria-labelledby="why">
          <h2 id="why">
            <Trans>Your details for the trip</Trans>
          </h2>
          <p>
            <Trans>
              Spanish law requires the hotels to report every guest's document, birth date and address. Please
              fill in a card for each traveller; what you save reaches us at once.
            </Trans>
          </p>
          <p className={classes.hint}>
            {left === 0 ? t`Nothing is missing. Thank you!` : t`Fields still needed: ${left}`}
          </p>
        </section>
        {draft.map((traveller, index) => (
          <TravellerCard
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its position in the party
            key={index}
            index={index}
            traveller={traveller}
            cycling={data.trip.cycling}
            errors={errors}
            missing={missing}
            countries={data.countries}
            onChange={(key, value) => change(index, key, value)}
          />
        ))}
        {notice && (
          <p
            ref={alertRef}
            tabIndex={-1}
            role={notice.kind}
            className={notice.kind === 'status' ? classes.status : classes.alert}
          >
            {i18n._(notice.text)}
          </p>
        )}
        <button id="save-details" type="submit" className={classes.button} disabled={saving}>
          {saving ? t`Saving…` : t`Save my details`}
        </button>
      </form>
    );
  };

  return (
    <main className={classes.page}>
      <div className={classes.column}>
        <div className={classes.top}>
          <p className={classes.brand}>{data?.trip.brand ?? ''}</p>
          {lang && <LanguageSwitch lang={lang} onChange={choose} />}
        </div>
        {body()}
      </div>
    </main>
  );
}
