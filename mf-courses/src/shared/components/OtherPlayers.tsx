import { Badge, Button, TextField } from '@fairway/shared-ui';
import type { OtherPlayersState } from '../hooks/useOtherPlayers';
import { MemberSearch } from './MemberSearch';
import styles from './OtherPlayers.module.css';

export type OtherPlayersProps = {
  /** From useOtherPlayers. */
  players: OtherPlayersState;
  /** Whether the club lets bookings bring guests; without it only members can be added. */
  guestsAllowed: boolean;
  /** The hint when nobody but the booking's member fits, e.g. 'This time has room for you only.' */
  ownerOnlyText: string;
};

const NO_GUESTS = ' The club does not take guests: only members can be added.';

const playersText = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/** Under the players: how many more fit, or how many too many after the places left changed. */
function roomText(maxOthers: number, others: number): string {
  if (others > maxOthers)
    return `Too many players for the places left: remove ${playersText(others - maxOthers)}.`;
  if (others === maxOthers) return 'This booking is full.';
  const room = maxOthers - others;
  return `Up to ${room} more ${room === 1 ? 'player' : 'players'}.`;
}

/**
 * The other players of a booking, inside the dialog's "Players" fieldset (after what the dialog
 * shows of the booking's member): the members added (name, 'Member' badge, "Remove"), the guests'
 * names, "Add a member" and "Add a guest" (the latter only when the club takes guests), and how
 * many more fit.
 */
export function OtherPlayers({ players, guestsAllowed, ownerOnlyText }: OtherPlayersProps) {
  const { members, guests, guestErrors, maxOthers, others, full } = players;
  return (
    <div ref={players.rootRef} className={styles['fw-courses-other-players']}>
      {members.length > 0 ? (
        <ul className={styles['fw-courses-other-players-members']} aria-label="Members playing">
          {members.map((m) => (
            <li key={m.id} className={styles['fw-courses-other-players-member']}>
              <span className={styles['fw-courses-other-players-name']}>{m.name}</span>
              <Badge tone="info">Member</Badge>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${m.name}`}
                data-remove-member={m.id}
                onClick={() => players.removeMember(m.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {guests.map((name, index) => (
        <div key={index} className={styles['fw-courses-other-players-guest']}>
          <TextField
            label={`Guest ${index + 1} name`}
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
            aria-label={`Remove guest ${index + 1}`}
            onClick={() => players.removeGuest(index)}
          >
            Remove
          </Button>
        </div>
      ))}

      {maxOthers > 0 ? (
        <div className={styles['fw-courses-other-players-add']}>
          <MemberSearch
            ref={players.memberSearchRef}
            excludeIds={players.excludeIds}
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
              Add a guest
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className={styles['fw-courses-other-players-hint']}>
        {maxOthers === 0 && others === 0 ? ownerOnlyText : roomText(maxOthers, others)}
        {guestsAllowed || maxOthers === 0 ? '' : NO_GUESTS}
      </p>
    </div>
  );
}
