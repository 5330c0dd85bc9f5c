import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VoucherStateResponse } from '@trips/shared/modules/vouchers/vouchers.schema';

type Verdict = VoucherStateResponse['compostela'];

/** What staff read about the Compostela check: null when it does not apply, else a colour and the words. */
export function compostelaNotice(
  verdict: Verdict,
  i18n: I18n,
): { color: string; title: string; text: string } | null {
  if (!verdict.applies) return null;
  const km = verdict.km ?? 0;
  const minimumKm = verdict.minimumKm;
  if (verdict.qualifies)
    return {
      color: 'green',
      title: i18n._(msg`Qualifies for the Compostela`),
      text: i18n._(
        msg`The route starts ${km} km from Santiago (at least ${minimumKm} km needed). The vouchers remind the pilgrim of two stamps a day over the last 100 km.`,
      ),
    };
  const reasons = {
    too_short: msg`The route starts ${km} km from Santiago: at least ${minimumKm} km are needed (100 km on foot, 200 km by bike), e.g. from Sarria on foot.`,
    not_santiago: msg`The route does not end in Santiago de Compostela.`,
    unknown_start: msg`The distance from the start location to Santiago is not known, so the rule cannot be checked.`,
    no_start: msg`The trip has no start location, so the rule cannot be checked.`,
  };
  return {
    color: verdict.qualifies === false ? 'red' : 'yellow',
    title:
      verdict.qualifies === false
        ? i18n._(msg`This trip would not earn the Compostela`)
        : i18n._(msg`The Compostela rule could not be checked`),
    text: i18n._(reasons[verdict.reason ?? 'unknown_start']),
  };
}
