import { Box, Stack } from '@mantine/core';
import { voucherKindOfCategory } from '@trips/shared/modules/providers/provider-screen.schema';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { FieldControl } from '../../../engine/form/FieldControl';
import { VoucherEditor } from './VoucherEditor';
import { kindField } from './voucherFields';
import { useVoucherQuery } from './vouchersApi';

interface TabProps {
  providerId: number;
  categoryId: number;
  mayEdit: boolean;
}

/** Voucher information per service kind: texts in three languages and the images printed on vouchers. */
export function VouchersTab({ providerId, categoryId, mayEdit }: TabProps) {
  const [kind, setKind] = useState<string>(voucherKindOfCategory(categoryId));
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
