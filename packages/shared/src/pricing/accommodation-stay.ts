import {
  DEFAULT_MEALS_ID,
  MAX_NIGHTS,
  type MealVariant,
  mealVariantByMealsId,
  type RoomGroup,
  rationReplacementFields,
  roomCountFields,
  roomGroups,
} from './constants.ts';
import { dayNumber } from './dates.ts';
import type { Decimal } from './decimal.ts';
import { byId, isRecord, readCount, readCurrencyRate } from './inputs.ts';
import { invalidInput, type PricingFailure } from './result.ts';

/** A trip accommodation row, checked and reduced to what pricing needs. */
export interface ReadStay {
  firstNight: number;
  nights: number;
  rooms: { group: RoomGroup; rooms: number }[];
  variant: MealVariant;
  currencyRate: Decimal;
}

/** The variant to price: the booked meal plan, or the location's replacement for it when there is one. */
function readVariant(stay: Record<string, unknown>): MealVariant | PricingFailure {
  const mealsId = stay.meals_id ?? DEFAULT_MEALS_ID;
  const booked = byId(mealVariantByMealsId, mealsId);
  if (!booked) return invalidInput('meals_id', 'The meal plan is unknown');
  const replacements = isRecord(stay.ration_replacements) ? stay.ration_replacements : {};
  const replacementId = replacements[rationReplacementFields[booked]];
  if (replacementId === undefined || replacementId === null) return booked;
  const replaced = byId(mealVariantByMealsId, replacementId);
  if (!replaced) {
    return invalidInput('ration_replacements', 'The location replaces the meal plan with an unknown one');
  }
  return replaced;
}

function readRooms(stay: Record<string, unknown>): ReadStay['rooms'] | PricingFailure {
  const rooms: ReadStay['rooms'] = [];
  for (const group of roomGroups) {
    const field = roomCountFields[group];
    const count = readCount(stay[field], 0);
    if (count === null) return invalidInput(field, `The number of ${field.replace('_', ' ')} is not valid`);
    if (count > 0) rooms.push({ group, rooms: count });
  }
  return rooms;
}

export function readStay(stay: unknown): ReadStay | PricingFailure {
  if (!isRecord(stay)) return invalidInput('', 'There is no accommodation row to price');
  const checkin = dayNumber(stay.checkin_date);
  if (checkin === null) return invalidInput('checkin_date', 'The check-in date is not a valid date');
  const checkout = dayNumber(stay.checkout_date);
  if (checkout === null) return invalidInput('checkout_date', 'The check-out date is not a valid date');
  const nights = checkout - checkin;
  if (nights < 0) return invalidInput('checkout_date', 'The check-out date is before the check-in date');
  if (nights > MAX_NIGHTS)
    return invalidInput('checkout_date', `A stay cannot be longer than ${MAX_NIGHTS} nights`);
  const rooms = readRooms(stay);
  if (!Array.isArray(rooms)) return rooms;
  const variant = readVariant(stay);
  if (typeof variant !== 'string') return variant;
  const currencyRate = readCurrencyRate(stay.provider_currency_rate);
  if (!currencyRate)
    return invalidInput('provider_currency_rate', 'The currency rate must be a positive number');
  return { firstNight: checkin, nights, rooms, variant, currencyRate };
}
