import { useCallback, useRef, useState } from 'react';
import { featuresStore, type FeatureFlag, type Features } from '@fairway/shared-api';
import { useResource, errorText, notify } from '@fairway/shared-ui';
import { settingsApi } from '../../../shared/api/clients';
import { FLAG_LABELS } from '../utils/labels';

/**
 * The flags and site name (GET /api/settings/features). A switch is saved as soon as it changes:
 * it shows the new position at once, PUTs it, and on failure goes back with an error toast.
 */
export function useFeatureToggles() {
  const features = useResource(() => settingsApi().features(), []);
  const [pending, setPending] = useState<ReadonlySet<FeatureFlag>>(new Set());
  const pendingRef = useRef(new Set<FeatureFlag>());
  const { setData } = features;

  const mark = (flag: FeatureFlag, on: boolean) => {
    if (on) pendingRef.current.add(flag);
    else pendingRef.current.delete(flag);
    setPending(new Set(pendingRef.current));
  };

  const toggle = useCallback(
    async (flag: FeatureFlag, value: boolean) => {
      if (pendingRef.current.has(flag)) return;
      const label = FLAG_LABELS[flag] ?? flag;
      mark(flag, true);
      setData((current) => ({ ...(current as Features), [flag]: value }));
      try {
        const saved = await settingsApi().setFeature(flag, value);
        setData((current) => ({ ...(current as Features), [flag]: saved }));
        featuresStore.getState().setFeatures({ [flag]: saved });
        notify.success(`${label}: ${saved ? 'on' : 'off'}`);
      } catch (err) {
        setData((current) => ({ ...(current as Features), [flag]: !value }));
        notify.error(`${label} was not changed: ${errorText(err)}`);
      } finally {
        mark(flag, false);
      }
    },
    [setData],
  );

  return { features, pending, toggle };
}
