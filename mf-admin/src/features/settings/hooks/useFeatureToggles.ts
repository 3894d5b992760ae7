import { useCallback, useRef, useState } from 'react';
import { featuresStore, type FeatureFlag, type Features } from '@fairway/shared-api';
import { useResource, errorText, notify, useT } from '@fairway/shared-ui';
import { messages } from '../../../i18n/messages';
import { settingsApi } from '../../../shared/api/clients';
import { flagLabel } from '../utils/labels';

/**
 * The flags and site name (GET /api/settings/features), and which flags this installation has a
 * module for (GET /api/settings/features/installed). A switch is saved as soon as it changes: it
 * shows the new position at once, PUTs it, and on failure goes back with an error toast.
 */
export function useFeatureToggles() {
  const t = useT(messages);
  const features = useResource(() => settingsApi().features(), []);
  const installed = useResource(
    async () => new Set<FeatureFlag>(await settingsApi().installedFeatures()),
    [],
  );
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
      const label = flagLabel(flag, t);
      mark(flag, true);
      setData((current) => ({ ...(current as Features), [flag]: value }));
      try {
        const saved = await settingsApi().setFeature(flag, value);
        setData((current) => ({ ...(current as Features), [flag]: saved }));
        featuresStore.getState().setFeatures({ [flag]: saved });
        notify.success(t(saved ? 'flagOn' : 'flagOff', { label }));
      } catch (err) {
        setData((current) => ({ ...(current as Features), [flag]: !value }));
        notify.error(t('flagNotChanged', { label, error: errorText(err) }));
      } finally {
        mark(flag, false);
      }
    },
    [setData, t],
  );

  return { features, installed, pending, toggle };
}
