import { Box, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { FieldControl } from '../../../engine/form/FieldControl';
import { VoucherEditor } from './VoucherEditor';
import { kindField } from './voucherFields';
import { useVoucherQuery } from './vouchersApi';

/** The voucher kind a provider of each category (provider_categories ids 1…9) most likely fills in. */
const kindOfCategory = [
  'accommodation',
  'luggage',
  'transfer',
  'bike',
  'guides',
  'excursions',
  'food',
  'massage',
  'tours',
];

interface TabProps {
  providerId: number;
  categoryId: number;
  mayEdit: boolean;
}

/** Voucher information per service kind: texts in three languages and the images printed on vouchers. */
export function VouchersTab({ providerId, categoryId, mayEdit }: TabProps) {
  const [kind, setKind] = useState(kindOfCategory[categoryId - 1] ?? 'accommodation');
  const query = useVoucherQuery(providerId, kind);
  return (
    <Stack gap="md">
      <Box w={240}>
        <FieldControl spec={kindField} value={kind} onChange={(v) => typeof v === 'string' && setKind(v)} />
      </Box>
      {query.data ? (
        <VoucherEditor
          key={kind}
          providerId={providerId}
          kind={kind}
          voucher={query.data}
          mayEdit={mayEdit}
        />
      ) : (
        <PageLoader />
      )}
    </Stack>
  );
}
