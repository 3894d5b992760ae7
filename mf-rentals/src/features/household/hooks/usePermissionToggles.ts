import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@fairway/shared-ui';
import type { SubTenantPermission, SubTenantPermissions } from '@fairway/shared-api/property';

export type PermissionToggles = {
  /** What the switches show: the last change asked for (optimistic). */
  shown: SubTenantPermissions;
  /** The permission a save is running or waiting for, if any. */
  saving: boolean;
  /** The server's refusal of the last save (the switches are back to what it holds). */
  error: string | null;
  toggle: (key: SubTenantPermission, on: boolean) => void;
};

/**
 * One sub-tenant's permission switches, saved at once: a flip shows immediately and is sent as
 * the whole permissions object. Saves run one at a time (so the server applies them in the order
 * they were made); flips made while one runs are sent together when it ends. A refused save puts
 * every switch back to what the server holds and keeps its message.
 */
export function usePermissionToggles(
  confirmed: SubTenantPermissions,
  save: (permissions: SubTenantPermissions) => Promise<SubTenantPermissions>,
): PermissionToggles {
  const [shown, setShown] = useState(confirmed);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const server = useRef(confirmed);
  const wanted = useRef(confirmed);
  const running = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // A fresher row from outside (a reload, an activation's answer) while nothing is pending. The
  // caller must not feed this hook's own answers back here: a render of an earlier answer could
  // arrive after a later one.
  useEffect(() => {
    if (running.current) return;
    server.current = confirmed;
    wanted.current = confirmed;
    setShown(confirmed);
  }, [confirmed]);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSaving(true);
    try {
      while (!same(wanted.current, server.current)) {
        const sending = wanted.current;
        try {
          server.current = await saveRef.current(sending);
        } catch (err) {
          // Every pending flip goes: the switches show what the server holds.
          wanted.current = server.current;
          if (mounted.current) {
            setShown(server.current);
            setError(errorText(err));
          }
          return;
        }
        // Flips made while this one ran stay asked for; the answer is the new base.
        if (same(wanted.current, sending)) wanted.current = server.current;
        if (mounted.current) setShown(wanted.current);
      }
    } finally {
      running.current = false;
      if (mounted.current) setSaving(false);
    }
  }, []);

  const toggle = useCallback(
    (key: SubTenantPermission, on: boolean) => {
      wanted.current = { ...wanted.current, [key]: on };
      setShown(wanted.current);
      setError(null);
      void flush();
    },
    [flush],
  );

  return { shown, saving, error, toggle };
}

const same = (a: SubTenantPermissions, b: SubTenantPermissions) =>
  (Object.keys(a) as SubTenantPermission[]).every((k) => a[k] === b[k]);
