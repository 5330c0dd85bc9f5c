import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { ApiError } from '../../lib/apiError';
import {
  type BrandingAnswer,
  blankBranding,
  checkBranding,
  placeProblems,
  sameValues,
  setIn,
  valuesOf,
} from './brandingDraft';
import { brandingsApi, rememberSaved } from './brandingsApi';

export interface BrandProblems {
  /** By path ('pdf_settings.email'), shown beside the field. */
  fields: Record<string, string>;
  /** Problems with no field of their own, listed under 'Error'. */
  other: string[];
}
const none: BrandProblems = { fields: {}, other: [] };

/**
 * One brand being edited (or a new one, `loaded` null): edits stay in a local draft until Save sends the
 * whole brand with the version it was loaded at. A 400 puts the messages beside the fields, a 409 marks
 * the draft stale; both keep the edits on screen.
 */
export function useBrandEditor(loaded: BrandingAnswer | null, onCreated: (id: number) => void) {
  const client = useQueryClient();
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState(() => valuesOf(loaded?.branding ?? null));
  const [problems, setProblems] = useState(none);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const saved = base ? valuesOf(base.branding) : blankBranding();

  const load = (answer: BrandingAnswer) => {
    setBase(answer);
    setDraft(valuesOf(answer.branding));
    setProblems(none);
    setStale(false);
  };

  const edit = (path: string, value: string | boolean) => {
    setDraft((values) => setIn(values, path, value));
    // The message was about the value just replaced.
    setProblems((p) => {
      if (!p.fields[path]) return p;
      const { [path]: _, ...fields } = p.fields;
      return { ...p, fields };
    });
  };

  /** Sends the draft; false when a check or the server refused it (the reasons are in `problems`). */
  async function submit(): Promise<boolean> {
    const checked = checkBranding(draft);
    if (Object.keys(checked).length > 0) {
      setProblems({ fields: checked, other: [] });
      return false;
    }
    setProblems(none);
    setSaving(true);
    try {
      const answer = base
        ? await brandingsApi.save(base.branding.id, { ...draft, version: base.version })
        : await brandingsApi.create(draft);
      rememberSaved(client, answer);
      load(answer);
      toast.success(base ? t`Brand saved` : t`Brand created`);
      if (!base) onCreated(answer.branding.id);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.envelope) return false; // already toasted
      if (error.status === 409 && base) {
        setStale(true);
        return false;
      }
      const { field_errors: fieldErrors, errors } = error.envelope;
      const placed = fieldErrors ? placeProblems(fieldErrors) : { fields: {}, other: errors };
      setProblems(placed);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    id: base?.branding.id ?? null,
    version: base?.version ?? null,
    saved,
    draft,
    problems,
    stale,
    saving,
    dirty: !sameValues(draft, saved),
    edit,
    load,
    submit,
    discard: () => {
      setDraft(saved);
      setProblems(none);
    },
  };
}

export type BrandEditor = ReturnType<typeof useBrandEditor>;
