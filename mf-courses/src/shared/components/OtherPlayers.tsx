import { Badge, Button, TextField, useT } from '@fairway/shared-ui';
import { messages, type CoursesT } from '../../i18n/messages';
import type { OtherPlayersState } from '../hooks/useOtherPlayers';
import { MemberSearch } from './MemberSearch';
import type { PlayerSearchAudience } from '../hooks/usePlayerSearch';
import styles from './OtherPlayers.module.css';

export type OtherPlayersProps = {
  /** From useOtherPlayers. */
  players: OtherPlayersState;
  /** Whether the club lets bookings bring guests; without it only members can be added. */
  guestsAllowed: boolean;
  /** The hint when nobody but the booking's member fits, e.g. 'This time has room for you only.' */
  ownerOnlyText: string;
  /** Whom "Add a member" searches as: a member (names only, the default) or staff (with contact details). */
  memberSearchAudience?: PlayerSearchAudience;
};

/** Under the players: how many more fit, or how many too many after the places left changed. */
function roomText(maxOthers: number, others: number, t: CoursesT): string {
  if (others > maxOthers) return t('tooManyPlayers', { count: others - maxOthers });
  if (others === maxOthers) return t('bookingFull');
  return t('upToMorePlayers', { count: maxOthers - others });
}

/**
 * The other players of a booking, inside the dialog's "Players" fieldset (after what the dialog
 * shows of the booking's member): the members added (name, 'Member' badge, "Remove"), the guests'
 * names, "Add a member" and "Add a guest" (the latter only when the club takes guests), and how
 * many more fit.
 */
export function OtherPlayers({
  players,
  guestsAllowed,
  ownerOnlyText,
  memberSearchAudience = 'members',
}: OtherPlayersProps) {
  const t = useT(messages);
  const { members, guests, guestErrors, maxOthers, others, full } = players;
  const room = maxOthers === 0 && others === 0 ? ownerOnlyText : roomText(maxOthers, others, t);
  return (
    <div ref={players.rootRef} className={styles['fw-courses-other-players']}>
      {members.length > 0 ? (
        <ul className={styles['fw-courses-other-players-members']} aria-label={t('membersPlaying')}>
          {members.map((m) => (
            <li key={m.id} className={styles['fw-courses-other-players-member']}>
              <span className={styles['fw-courses-other-players-name']}>{m.name}</span>
              <Badge tone="info">{t('member')}</Badge>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('removeName', { name: m.name })}
                data-remove-member={m.id}
                onClick={() => players.removeMember(m.id)}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {guests.map((name, index) => (
        <div key={index} className={styles['fw-courses-other-players-guest']}>
          <TextField
            label={t('guestNameLabel', { number: index + 1 })}
            name={`guest-${index}`}
            required
            autoComplete="off"
            maxLength={80}
            value={name}
            error={guestErrors[index]}
            onValueChange={(value) => players.changeGuest(index, value)}
          />
          <Button
            variant="ghost"
            aria-label={t('removeGuest', { number: index + 1 })}
            onClick={() => players.removeGuest(index)}
          >
            {t('remove')}
          </Button>
        </div>
      ))}

      {maxOthers > 0 ? (
        <div className={styles['fw-courses-other-players-add']}>
          <MemberSearch
            ref={players.memberSearchRef}
            excludeIds={players.excludeIds}
            audience={memberSearchAudience}
            disabled={full}
            onSelect={players.addMember}
          />
          {guestsAllowed ? (
            <Button
              ref={players.addGuestRef}
              variant="secondary"
              disabled={full}
              onClick={players.addGuest}
            >
              {t('addAGuest')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className={styles['fw-courses-other-players-hint']}>
        {guestsAllowed || maxOthers === 0 ? room : `${room} ${t('noGuests')}`}
      </p>
    </div>
  );
}
