import { ApiError } from '@arms/api-client';
import { useToast } from '@arms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A review action on portal applications (approve, mark pending, move the status): `busy` while it runs,
 * the catalogue message (else `fallback`) in an error toast when it fails, and `reload` after it either way.
 */
export function useReviewAction(reload: () => Promise<unknown>, fallback: string) {
  const toast = useToast();
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      toast.show({
        variant: 'error',
        message:
          failure instanceof ApiError ? failure.localizedMessage(i18n.language === 'vn' ? 'vn' : 'en') : fallback,
      });
    } finally {
      setBusy(false);
      await reload();
    }
  };
  return { busy, run };
}
