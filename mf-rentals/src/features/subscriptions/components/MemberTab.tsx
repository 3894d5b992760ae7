import { useId, useState } from 'react';
import { usePermission, useT } from '@fairway/shared-ui';
import type { MemberSearchResult } from '@fairway/shared-api/users';
import { subscriptionsApi } from '../../../shared/api/clients';
import { MemberPicker } from '../../../shared/components/MemberPicker';
import { useMemberSubscriptions } from '../hooks/useSubscriptionsData';
import { subscriptionsMessages } from '../i18n';
import { SubscriptionLists } from './SubscriptionLists';
import styles from './Subscriptions.module.css';

/** ?tab=member: one member's mandatory, joined and available subscriptions; join or leave for them. */
export function MemberTab() {
  const t = useT(subscriptionsMessages);
  const headingId = useId();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  return (
    <section aria-labelledby={headingId} className={styles['fw-subs-tab']}>
      <h2 id={headingId}>{t('tabMember')}</h2>
      <MemberPicker value={member} onChange={setMember} />
      {member ? (
        <MemberLists key={member.id} member={member} />
      ) : (
        <p className={styles['fw-subs-muted']}>{t('pickMember')}</p>
      )}
    </section>
  );
}

function MemberLists({ member }: { member: MemberSearchResult }) {
  const canWrite = usePermission('subscriptions:write');
  const [version, setVersion] = useState(0);
  const lists = useMemberSubscriptions(member.id, version);
  return (
    <SubscriptionLists
      lists={lists}
      who={member.name}
      canWrite={canWrite}
      onJoin={(s) => subscriptionsApi().join(member.id, s.id)}
      onLeave={(j) => subscriptionsApi().leave(member.id, j.subscription_id)}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
