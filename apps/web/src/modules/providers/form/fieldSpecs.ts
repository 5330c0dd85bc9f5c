import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { providerFields } from '@trips/shared/modules/providers/providers.fields';
import { type FieldSpec, type SpecExtra, specOf } from '../../../engine/form/fieldSpec';
import type { ProviderFields } from './providerDraft';

export type ProviderFieldSpec = FieldSpec<keyof ProviderFields>;

/** A provider field's spec from the provider's field catalogue, with what only this form adds. */
const field = (key: keyof ProviderFields, extra?: SpecExtra): ProviderFieldSpec =>
  specOf(providerFields, key, extra);
const fields = (...keys: (keyof ProviderFields)[]) => keys.map((key) => field(key));
const onVoucher = msg`Printed on the hotel's voucher`;

/** The sections of the provider form (spec part 2 §2, §3) with their fields, in screen order. */
export const providerSections: readonly {
  title: MessageDescriptor;
  /** One field a row (long texts, tags) instead of two. */
  wide?: boolean;
  fields: readonly ProviderFieldSpec[];
}[] = [
  {
    title: msg`General`,
    fields: fields(
      'category_id',
      'commercial_name',
      'legal_name',
      'cif',
      'language_id',
      'currency_id',
      'status',
    ),
  },
  { title: msg`Contact`, fields: fields('contact_name', 'phone', 'booking_email', 'contact_email') },
  {
    title: msg`Service`,
    fields: [
      ...fields(
        'emergency',
        'luggage',
        'people',
        'is_manually_managed_transfer',
        'rooms',
        'accommodation_type_id',
        'accommodation_level_id',
        'accommodation_detail_id',
        'transfer_type_id',
        'holiday_type_id',
      ),
      field('check_in_from', { placeholder: msg`e.g. 15:00`, description: onVoucher }),
      field('check_out_until', { placeholder: msg`e.g. 11:00`, description: onVoucher }),
    ],
  },
  { title: msg`Payment and booking`, fields: fields('payment_method_id', 'booking_method_id') },
  {
    title: msg`Address and coordinates`,
    fields: fields('address', 'postal_code', 'city', 'country_id', 'state_id', 'latitude', 'longitude'),
  },
  { title: msg`Comments`, wide: true, fields: fields('comments_eng', 'comments_spn') },
  { title: msg`Tags`, wide: true, fields: fields('tag_ids') },
];
